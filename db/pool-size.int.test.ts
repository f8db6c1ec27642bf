import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

const server = process.env.DATABASE_URL;

// DATABASE_POOL_SIZE bounds the connections a server keeps (lib/env.ts): queries past it wait in
// line on an open connection instead of opening more.
describe.skipIf(!server)("DATABASE_POOL_SIZE", { timeout: 30_000 }, () => {
  afterEach(async () => {
    const { closeDb } = await import("@/db");
    await closeDb();
    vi.unstubAllEnvs();
  });

  it("keeps that many connections, and every query past them is still answered", async () => {
    // A fresh import of lib/env and the database module, so they read the setting below.
    vi.resetModules();
    vi.stubEnv("DATABASE_POOL_SIZE", "2");
    const { getDb, rowsOf } = await import("@/db");
    // Each holds its connection for a while, so six at once would need six connections.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => getDb().execute(sql`select pg_backend_pid() as pid, ${n}::int as n, pg_sleep(0.1)`)),
    );
    const rows = answers.map((answer) => rowsOf<{ pid: number; n: number }>(answer)[0]);
    expect(rows.map((row) => row.n)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(rows.map((row) => row.pid)).size).toBe(2);
  });
});
