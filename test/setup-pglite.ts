import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

// Each test file gets its own PGlite data directory, migrated from scratch.
const dataDir = mkdtempSync(path.join(tmpdir(), "creator-quest-test-"));
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
