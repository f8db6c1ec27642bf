import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "@/lib/env";
import * as schema from "./schema";

// The same queries run on both drivers, so code depends only on their common Postgres type.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

// Counts every statement sent, so tests can hold a page to its query budget (countStatements).
const statementCounter = { sent: 0 };
const logger = { logQuery: () => void statementCounter.sent++ };

type Handle = { db: Database; driver: "pglite" | "postgres"; close: () => Promise<void> };

// Kept on globalThis so dev reloads reuse it: PGlite is a single connection that must never
// be opened twice on one data directory.
const globalForDb = globalThis as unknown as { creatorQuestDb?: Handle };

/**
 * The postgres.js client with every query that has parameters sent as a named prepared
 * statement (one without goes as a simple query). Drizzle sends its queries unnamed
 * (`prepare: false`), and postgres.js then asks the server for a query's parameter types before
 * it sends the values: two round trips and a fresh parse every time. Prepared, a statement is
 * parsed once per connection and each later run is one round trip. `?prepare=false` on
 * DATABASE_URL, for a pooler that can't keep prepared statements (PgBouncer in transaction mode
 * before 1.21), turns it off: postgres.js's own setting wins. The query bench uses it too.
 */
export function preparingStatements<T extends postgres.Sql | postgres.TransactionSql>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as postgres.ParameterOrJSON<never>[], { ...options, prepare: true });
      }
      // Transactions (begin) and nested ones (savepoint) hand Drizzle a client of their own.
      if (property === "begin" || property === "savepoint") {
        const open = Reflect.get(target, property) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const work = args.pop() as (inner: postgres.TransactionSql) => unknown;
          return open(...args, (inner: postgres.TransactionSql) => work(preparingStatements(inner)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * A postgres.js client as the app opens it. Prepared statements (preparingStatements) would let
 * Postgres switch a statement to one generic plan from its sixth run on, a plan made without the
 * creator's id: on a heavy account the query bench measured the Command Center's query at 1.9×
 * a light account's and the library search at 3.9× with it, against 1.1× and 1.9× with a plan
 * made for each run. So every run gets its own plan (a `plan_cache_mode` in DATABASE_URL wins).
 * The statements inside the database's PL/pgSQL functions keep theirs (migration 0031).
 */
export function openPostgresClient(url: string, max: number) {
  return postgres(url, { max, onnotice: () => {}, connection: { plan_cache_mode: "force_custom_plan" } });
}

function openHandle(): Handle {
  if (env.DATABASE_URL) {
    const client = openPostgresClient(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
    const db = drizzlePostgres(preparingStatements(client), { schema, logger }) as unknown as Database;
    return { db, driver: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  const dataDir = path.resolve(env.DATA_DIR, "pglite");
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return { db, driver: "pglite", close: () => client.close() };
}

function handle(): Handle {
  globalForDb.creatorQuestDb ??= openHandle();
  return globalForDb.creatorQuestDb;
}

/** The one database handle, opened on first use (never at import, so builds touch no data). */
export function getDb(): Database {
  return handle().db;
}

export function databaseDriver(): Handle["driver"] {
  return handle().driver;
}

export async function closeDb(): Promise<void> {
  const open = globalForDb.creatorQuestDb;
  globalForDb.creatorQuestDb = undefined;
  await open?.close();
}

/** How many statements `work` sent to the database (for query-budget tests). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statementCounter.sent;
  const result = await work();
  return { result, statements: statementCounter.sent - before };
}

/** A json column or result: parsed by postgres.js and PGlite alike, but may be text through a proxy. */
export function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** The rows of a raw `execute` result: postgres.js answers with an array, PGlite with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
