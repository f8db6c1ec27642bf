import { readdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";

const server = process.env.DATABASE_URL;
const migrationFiles = readdirSync(path.join(import.meta.dirname, "migrations")).filter((file) => file.endsWith(".sql"));

// Behind a pooler in transaction mode, DATABASE_URL can't hold the migrations' session lock;
// MIGRATION_DATABASE_URL reaches the database directly for them (docs/scaling.md).
describe.skipIf(!server)("migrations through MIGRATION_DATABASE_URL", { timeout: 60_000 }, () => {
  const admin = postgres(server ?? "", { max: 1, onnotice: () => {} });
  const name = `creator_quest_migrate_${Date.now()}_${process.pid}`;

  afterAll(async () => {
    const { closeDb } = await import("@/db");
    await closeDb();
    vi.unstubAllEnvs();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("run there, and never open DATABASE_URL", async () => {
    await admin.unsafe(`create database "${name}"`);
    const direct = new URL(server!);
    direct.pathname = `/${name}`;
    vi.resetModules();
    // Nothing listens on port 1: a migration sent to DATABASE_URL would fail to connect.
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:1/through_the_pooler");
    vi.stubEnv("MIGRATION_DATABASE_URL", direct.toString());
    const { migrateDatabase } = await import("@/db/migrate");
    await migrateDatabase();

    const migrated = postgres(direct.toString(), { max: 1, onnotice: () => {} });
    try {
      const [{ applied }] = await migrated`select count(*)::int as applied from drizzle.__drizzle_migrations`;
      expect(applied).toBe(migrationFiles.length);
      const [{ exists }] = await migrated`select to_regclass('public.profiles') is not null as exists`;
      expect(exists).toBe(true);
    } finally {
      await migrated.end();
    }
  });
});
