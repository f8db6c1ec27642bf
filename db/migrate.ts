import "server-only";
import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { env } from "@/lib/env";
import { databaseDriver, getDb } from "./index";

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

// Any fixed number: the advisory lock every app server takes before migrating Postgres.
const MIGRATION_LOCK = 724_202_611;

/**
 * Applies every committed migration that has not run yet. Safe to call on each start, and on
 * Postgres from several app servers starting at once: they take turns under an advisory lock
 * (held by one dedicated connection), and the later ones find nothing left to do. The lock is a
 * session's, which a pooler in transaction mode doesn't keep: MIGRATION_DATABASE_URL then reaches
 * the database directly, for this connection alone.
 */
export async function migrateDatabase(): Promise<void> {
  if (databaseDriver() === "pglite") {
    await migratePglite(getDb() as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const connection = postgres(env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
  } finally {
    await connection.end({ timeout: 5 });
  }
}
