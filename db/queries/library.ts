import "server-only";
import { and, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db";
import { changedOrGone, stillAsShown } from "@/db/queries/as-shown";
import { libraryItems } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import { SEARCHED_MATCHES, toPrefixTsQuery } from "@/lib/rules/search-query";
import type { LibraryItemInput } from "@/lib/validation/library";
import type { ShownFields } from "@/lib/validation/shown";

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
 * A search's filter (every word a prefix, on the generated `search` column) and its rank, null
 * without a search. The rank is a function of the tsvector column to rank, since the list ranks
 * its subquery's copy of `search`, not the table's.
 */
function fullText(search: string) {
  if (!search.trim()) return null;
  const query = toPrefixTsQuery(search);
  // Only punctuation or emoji: the index holds words, so nothing matches (not everything).
  if (!query) return { match: sql`false`, rank: () => sql`0::real` };
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return {
    // The coalesce changes no result (`search` is NOT NULL); it is there for the planner. Postgres
    // estimates that half the items match an expression it has no statistics for, and so reads
    // the creator's items newest first off their index and stops at SEARCHED_MATCHES. For `@@` with
    // a prefix query it estimates a handful of rows, whatever the words, and then read and sorted
    // every match. (It would also keep a GIN index on `search` from being used: there is none.)
    match: sql`coalesce(${libraryItems.search} @@ ${tsquery}, false)`,
    rank: (vector: SQLWrapper) => sql`ts_rank(${vector}, ${tsquery})`,
  };
}

const byType = (type: LibraryType | null) => (type ? eq(libraryItems.type, type) : undefined);

/** The user's item with this id (no row when it isn't theirs). */
const ownItem = (userId: string, id: string) => and(eq(libraryItems.userId, userId), eq(libraryItems.id, id));

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
    .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id))
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
 * SEARCHED_MATCHES (matchCountLabel shows more as "200+"): the count stops at that match, in
 * whatever order Postgres reads the items, since any 201 say "more than 200".
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
    sql`(select count(*)::integer from (${db
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(and(eq(libraryItems.userId, userId), byType(type), text.match))
      .limit(SEARCHED_MATCHES + 1)}) as matches)`;
  const [{ note, video }] = rowsOf<{ note: number; video: number }>(
    await db.execute(sql`select ${matchesOf("note")} as note, ${matchesOf("video")} as video`),
  );
  return { all: note + video, note, video };
}

export async function createLibraryItem(userId: string, input: LibraryItemInput): Promise<LibraryItem> {
  const [item] = await getDb().insert(libraryItems).values({ userId, ...input }).returning(itemColumns);
  return item;
}

/**
 * Saves an edit of the item its dialog showed (stillAsShown). "changed" when it was saved
 * elsewhere since (nothing is written), null when the user has no such item.
 */
export async function updateLibraryItem(userId: string, id: string, input: LibraryItemInput, shown: ShownFields): Promise<LibraryItem | "changed" | null> {
  const [item] = await getDb()
    .update(libraryItems)
    .set({ ...input, updatedAt: new Date() })
    .where(and(ownItem(userId, id), stillAsShown(libraryItems, shown)))
    .returning(itemColumns);
  return item ?? changedOrGone(libraryItems, ownItem(userId, id));
}

export async function deleteLibraryItem(userId: string, id: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(libraryItems)
    .where(ownItem(userId, id))
    .returning({ id: libraryItems.id });
  return deleted.length > 0;
}
