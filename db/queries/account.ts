import "server-only";
import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import * as schema from "@/db/schema";

// "Your data" (decision D8): everything a creator owns, exported as one JSON file, and deleted
// with the account. Both walk the schema, so a new table with user_id is covered without a change
// here (db/queries/account.int.test.ts checks the database agrees).

/** Secrets that are not the creator's content: never written into an export. */
const LEFT_OUT: Record<string, string[]> = {
  users: ["passwordHash", "sessionVersion"],
  profiles: ["webhookToken", "mondayApiToken"],
  push_subscriptions: ["p256dh", "auth"],
  password_reset_tokens: ["tokenHash"],
};

type OwnedTable = { name: string; table: PgTable; owner: PgColumn };

/** Every table with a user_id column, plus users itself (owned through its id). */
export function ownedTables(): OwnedTable[] {
  const tables: OwnedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const columns = getTableColumns(value) as Record<string, PgColumn>;
    const owner = value === schema.users ? columns.id : columns.userId;
    if (owner) tables.push({ name: getTableName(value), table: value, owner });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

function exportable(name: string, row: Record<string, unknown>) {
  const copy: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (LEFT_OUT[name]?.includes(column)) continue;
    copy[column] = Buffer.isBuffer(value) ? value.toString("base64") : value;
  }
  return copy;
}

export type AccountExport = { exportedAt: string; format: "creator-quest-export/1"; tables: Record<string, Record<string, unknown>[]> };

/** One consistent snapshot of every row the user owns (one read-only transaction). */
export async function exportAccountData(userId: string): Promise<AccountExport> {
  return getDb().transaction(
    async (tx) => {
      const tables: AccountExport["tables"] = {};
      for (const { name, table, owner } of ownedTables()) {
        const rows = (await tx.select().from(table).where(eq(owner, userId))) as Record<string, unknown>[];
        tables[name] = rows.map((row) => exportable(name, row));
      }
      return { exportedAt: new Date().toISOString(), format: "creator-quest-export/1" as const, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

// Postgres's code for "deadlock detected": it aborted this statement to let another go on.
const DEADLOCK_DETECTED = "40P01";
const DELETE_ATTEMPTS = 3;
export const DELETE_RETRY_WARNING = "Account deletion deadlocked with a concurrent save; deleting again";

function isDeadlock(error: unknown): boolean {
  // Drizzle wraps the driver's error; the code is on its cause.
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  }
  return false;
}

/**
 * Deletes the account; every owned row goes with it through ON DELETE CASCADE.
 *
 * The cascade locks the users row, then the owned rows, table by table. A save at the same
 * moment, a task completed in another tab say, locks its own row first, then the profile and
 * users to add its XP: each waits for the other, and Postgres aborts one.
 * When that is the deletion, it runs again once the save is through, rather than fail the
 * creator's "Delete account". Each retry is logged, so a lock order that starts to deadlock shows.
 */
export async function deleteAccount(userId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      const deleted = await getDb().delete(schema.users).where(eq(schema.users.id, userId)).returning({ id: schema.users.id });
      return deleted.length > 0;
    } catch (error) {
      if (attempt === DELETE_ATTEMPTS || !isDeadlock(error)) throw error;
      console.warn(`${DELETE_RETRY_WARNING} (attempt ${attempt} of ${DELETE_ATTEMPTS})`);
    }
  }
}
