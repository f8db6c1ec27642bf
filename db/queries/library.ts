import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { libraryItems } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import { toPrefixTsQuery } from "@/lib/rules/search-query";
import type { LibraryItemInput } from "@/lib/validation/library";

const itemColumns = {
  id: libraryItems.id,
  type: libraryItems.type,
  title: libraryItems.title,
  content: libraryItems.content,
  notes: libraryItems.notes,
  tags: libraryItems.tags,
  createdAt: libraryItems.createdAt,
};

export type LibraryItem = {
  id: string;
  type: "note" | "video";
  title: string;
  content: string | null;
  notes: string | null;
  tags: string[];
  createdAt: Date;
};

export type LibraryType = LibraryItem["type"];
/** The tab counts: every item, notes and videos (with a search, the matches of each). */
export type LibraryCounts = { all: number; note: number; video: number };

/** A search's filter and rank (every word a prefix, on the generated `search` column); null without a search. */
function fullText(search: string) {
  if (!search.trim()) return null;
  const query = toPrefixTsQuery(search);
  // Only punctuation or emoji: the index holds words, so nothing matches (not everything).
  if (!query) return { match: sql`false`, rank: null };
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return { match: sql`${libraryItems.search} @@ ${tsquery}`, rank: sql`ts_rank(${libraryItems.search}, ${tsquery})` };
}

/**
 * One page of the library (see lib/rules/paging.ts), of one type or all: newest first, or with a
 * search the best matches of title, tags, content and notes first (full-text on the generated
 * `search` column). A search ranks all of the creator's matches, and returns only the page.
 */
export async function listLibrary(
  userId: string,
  { type = null, search = "" }: { type?: LibraryType | null; search?: string },
  limit: number,
): Promise<Page<LibraryItem>> {
  const text = fullText(search);
  const rows = await getDb()
    .select(itemColumns)
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), type ? eq(libraryItems.type, type) : undefined, text?.match))
    .orderBy(...(text?.rank ? [desc(text.rank)] : []), desc(libraryItems.createdAt), desc(libraryItems.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/**
 * The true totals behind the tabs, whatever page is shown. Without a search they come from the
 * (user_id, type, …) index alone; with one, each of the creator's items is matched, as the
 * search's ranking does anyway.
 */
export async function countLibrary(userId: string, search = ""): Promise<LibraryCounts> {
  const [counts] = await getDb()
    .select({
      note: sql<number>`count(*) filter (where ${libraryItems.type} = 'note')`.mapWith(Number),
      video: sql<number>`count(*) filter (where ${libraryItems.type} = 'video')`.mapWith(Number),
    })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), fullText(search)?.match));
  return { all: counts.note + counts.video, ...counts };
}

export async function createLibraryItem(userId: string, input: LibraryItemInput): Promise<LibraryItem> {
  const [item] = await getDb().insert(libraryItems).values({ userId, ...input }).returning(itemColumns);
  return item;
}

/** Null when the user has no such item. */
export async function updateLibraryItem(userId: string, id: string, input: LibraryItemInput): Promise<LibraryItem | null> {
  const [item] = await getDb()
    .update(libraryItems)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(libraryItems.userId, userId), eq(libraryItems.id, id)))
    .returning(itemColumns);
  return item ?? null;
}

export async function deleteLibraryItem(userId: string, id: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(libraryItems)
    .where(and(eq(libraryItems.userId, userId), eq(libraryItems.id, id)))
    .returning({ id: libraryItems.id });
  return deleted.length > 0;
}
