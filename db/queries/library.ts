import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { libraryItems } from "@/db/schema";
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

const LIST_LIMIT = 500;

/**
 * The user's library, newest first; with a search, the best matches of title, tags, content
 * and notes first (full-text on the generated `search` column, prefix matching every word).
 */
export async function searchLibrary(userId: string, search = ""): Promise<LibraryItem[]> {
  const query = toPrefixTsQuery(search);
  const db = getDb();
  if (!query) {
    return db.select(itemColumns).from(libraryItems).where(eq(libraryItems.userId, userId)).orderBy(desc(libraryItems.createdAt)).limit(LIST_LIMIT);
  }
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return db
    .select(itemColumns)
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), sql`${libraryItems.search} @@ ${tsquery}`))
    .orderBy(desc(sql`ts_rank(${libraryItems.search}, ${tsquery})`), desc(libraryItems.createdAt))
    .limit(LIST_LIMIT);
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
