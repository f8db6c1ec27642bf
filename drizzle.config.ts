import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs the schema (the files in db/schema/, all
// re-exported by its index.ts) against the committed migrations and needs no database. The app
// applies migrations itself (db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
