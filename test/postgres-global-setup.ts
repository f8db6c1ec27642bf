import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { isLocalDatabaseUrl } from "../scripts/drill.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// Creates one fresh database for the run on the server DATABASE_URL names, migrates it, and
// drops it afterwards. Refuses any host but this machine: tests must never touch a real database.
export default async function setup(project: TestProject) {
  const serverUrl = new URL(process.env.DATABASE_URL ?? "");
  if (!isLocalDatabaseUrl(serverUrl.toString())) {
    throw new Error(`Refusing to run tests against the non-local database host "${serverUrl.hostname}".`);
  }
  const name = `creator_quest_test_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  // The deadlock race test (db/queries/account-deletion-race.int.test.ts) needs the other side to
  // block within deadlock_timeout of the first; 1 s, the default, is short on a loaded machine.
  // Only a superuser may set it: a role that can't keeps the default, and the test races again.
  await admin.unsafe(`alter database "${name}" set deadlock_timeout = '3s'`).catch(() => {
    console.warn("This role may not set deadlock_timeout: the deletion race test runs with Postgres's default, 1 s");
  });

  const testUrl = new URL(serverUrl);
  testUrl.pathname = `/${name}`;
  const client = postgres(testUrl.toString(), { max: 1, onnotice: () => {} });
  await migrate(drizzle(client), { migrationsFolder: path.join(import.meta.dirname, "..", "db", "migrations") });
  await client.end();

  project.provide("databaseUrl", testUrl.toString());
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
