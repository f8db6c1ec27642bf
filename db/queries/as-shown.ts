import "server-only";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Database, getDb, type Transaction } from "@/db";
import type { ShownFields } from "@/lib/validation/shown";

/**
 * An edit's condition that the fields it writes still hold what its form showed: a dialog opened
 * before another tab (or another device) saved the row would otherwise write over that save with
 * values never looked at. Compared field by field, so a change to anything else (a task completed,
 * a deal's status) doesn't stand in the edit's way. `shown` holds the row's own values (a numeric
 * as its string, a date as "YYYY-MM-DD"), each bound as its column binds it.
 */
export function stillAsShown(table: PgTable, shown: ShownFields): SQL {
  const columns: Record<string, PgTable["_"]["columns"][string]> = getTableColumns(table);
  const conditions = Object.entries(shown).map(([field, value]) => {
    const column = columns[field];
    if (!column) throw new Error(`No column ${field} to compare`);
    return sql`${column} is not distinct from ${sql.param(value, column)}`;
  });
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** Whether the row `theRow` picks is there: why a conditional write changed nothing, read inside its transaction (`db`). */
export async function rowExists(table: PgTable, theRow: SQL | undefined, db: Database | Transaction = getDb()): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(table).where(theRow).limit(1);
  return row !== undefined;
}

/**
 * Why an edit conditioned on stillAsShown changed no row: "changed" when the creator's row is
 * there (saved elsewhere since), null when it isn't (deleted, or never theirs).
 */
export async function changedOrGone(table: PgTable, theRow: SQL | undefined, db: Database | Transaction = getDb()): Promise<"changed" | null> {
  return (await rowExists(table, theRow, db)) ? "changed" : null;
}
