import "server-only";
import { and, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db";
import { libraryItems } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import { SEARCHED_MATCHES, toPrefixTsQuery } from "@/lib/rules/search-query";
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
/**
 * The tab counts: every item, notes and videos. With a search, the matches of each, where a count
 * past SEARCHED_MATCHES means "more than that" (see countLibrary).
 */
export type LibraryCounts = { all: number; note: number; video: number };

/**
 * A search's filter (every word a prefix, on the generated `search` column) and its rank; null
 * without a search.
 */
function fullText(search: string) {
  if (!search.trim()) return null;
  const query = toPrefixTsQuery(search);
  // Only punctuation or emoji: the index holds words, so nothing matches (not everything).
  if (!query) return { match: sql`false`, rank: () => sql`0::real` };
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return {
    // Wrapped in coalesce (never null: `search` is NOT NULL) so Postgres estimates that half the
    // items match, its default for an expression it has no statistics for. Its estimate for `@@`
    // with a prefix query is a handful of rows, whatever the words, and for that it reads and
    // sorts every match instead of reading the newest first and stopping at SEARCHED_MATCHES.
    match: sql`coalesce(${libraryItems.search} @@ ${tsquery}, false)`,
    rank: (search: SQLWrapper) => sql`ts_rank(${search}, ${tsquery})`,
  };
}

const byType = (type: LibraryType | null) => (type ? eq(libraryItems.type, type) : undefined);

/**
 * One page of the library (see lib/rules/paging.ts), of one type or all: newest first, or with a
 * search the best matches of title, tags, content and notes first, among the creator's
 * SEARCHED_MATCHES newest matches (lib/rules/search-query.ts).
 */
export async function listLibrary(
  userId: string,
  { type = null, search = "" }: { type?: LibraryType | null; search?: string },
  limit: number,
): Promise<Page<LibraryItem>> {
  const text = fullText(search);
  const db = getDb();
  if (!text) {
    const rows = await db
      .select(itemColumns)
      .from(libraryItems)
      .where(and(eq(libraryItems.userId, userId), byType(type)))
      .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id))
      .limit(limit + 1);
    return pageOf(rows, limit);
  }
  const newestMatches = db
    .select({ ...itemColumns, search: libraryItems.search })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), byType(type), text.match))
    .orderBy(desc(libraryItems.createdAt))
    .limit(SEARCHED_MATCHES)
    .as("newest_matches");
  const { id, type: itemType, title, content, notes, tags, createdAt } = newestMatches;
  const rows = await db
    .select({ id, type: itemType, title, content, notes, tags, createdAt })
    .from(newestMatches)
    .orderBy(desc(text.rank(newestMatches.search)), desc(createdAt), desc(id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/**
 * The totals behind the tabs, whatever page is shown. Without a search they are exact, from the
 * (user_id, type, …) index alone. With one, each type's matches are counted up to one past
 * SEARCHED_MATCHES (matchCountLabel shows more as "200+"), reading the newest items first.
 */
export async function countLibrary(userId: string, search = ""): Promise<LibraryCounts> {
  const text = fullText(search);
  const db = getDb();
  if (!text) {
    const [counts] = await db
      .select({
        note: sql<number>`count(*) filter (where ${libraryItems.type} = 'note')`.mapWith(Number),
        video: sql<number>`count(*) filter (where ${libraryItems.type} = 'video')`.mapWith(Number),
      })
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId));
    return { all: counts.note + counts.video, ...counts };
  }
  const matchesOf = (type: LibraryType) =>
    sql`(select count(*) from (${db
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(and(eq(libraryItems.userId, userId), byType(type), text.match))
      .limit(SEARCHED_MATCHES + 1)}) as matches)`;
  // count(*) is a bigint, which the drivers hand over as a string.
  const [counts] = rowsOf<{ note: string; video: string }>(
    await db.execute(sql`select ${matchesOf("note")} as note, ${matchesOf("video")} as video`),
  );
  const note = Number(counts.note);
  const video = Number(counts.video);
  return { all: note + video, note, video };
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
