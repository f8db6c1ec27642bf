import "server-only";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { databaseDriver, getDb } from "./index";

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** Applies every committed migration that has not run yet. Safe to call on each start. */
export async function migrateDatabase(): Promise<void> {
  const db = getDb();
  if (databaseDriver() === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
  }
}
