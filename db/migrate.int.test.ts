import { readdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "@/scripts/drill.mjs";

const server = process.env.DATABASE_URL;
const migrationFiles = readdirSync(path.join(import.meta.dirname, "migrations")).filter((file) => file.endsWith(".sql"));

// Behind a pooler in transaction mode, DATABASE_URL can't hold the migrations' session lock;
// MIGRATION_DATABASE_URL reaches the database directly for them (docs/scaling.md).
describe.skipIf(!server)("migrations through MIGRATION_DATABASE_URL", { timeout: 60_000 }, () => {
  afterAll(async () => {
    const { closeDb } = await import("@/db");
    await closeDb();
    vi.unstubAllEnvs();
  });

  it("run there, and never open DATABASE_URL", async () => {
    const direct = await freshDatabase("creator_quest_migrate", server);
    try {
      vi.resetModules();
      // Nothing listens on port 1: a migration sent to DATABASE_URL would fail to connect.
      vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:1/through_the_pooler");
      vi.stubEnv("MIGRATION_DATABASE_URL", direct.url);
      const { migrateDatabase } = await import("@/db/migrate");
      await migrateDatabase();

      const migrated = postgres(direct.url, { max: 1, onnotice: () => {} });
      try {
        const [{ applied }] = await migrated`select count(*)::int as applied from drizzle.__drizzle_migrations`;
        expect(applied).toBe(migrationFiles.length);
        const [{ exists }] = await migrated`select to_regclass('public.profiles') is not null as exists`;
        expect(exists).toBe(true);
      } finally {
        await migrated.end();
      }
    } finally {
      await direct.drop();
    }
  });
});
