import { afterAll, inject } from "vitest";

// The fresh database created by postgres-global-setup.ts for this run.
process.env.DATABASE_URL = inject("databaseUrl");

afterAll(async () => {
  const { closeDb } = await import("@/db");
  await closeDb();
});
