import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

// Each test file gets its own PGlite data directory, migrated from scratch. Only named here: the
// database makes it when first opened (db/index.ts), so a file whose tests are all skipped, and
// whose afterAll never runs, leaves nothing behind.
const dataDir = path.join(tmpdir(), `creator-quest-test-${randomUUID()}`);
delete process.env.DATABASE_URL;
process.env.DATA_DIR = dataDir;

beforeAll(async () => {
  const { migrateDatabase } = await import("@/db/migrate");
  await migrateDatabase();
});

afterAll(async () => {
  const { closeDb } = await import("@/db");
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});
