import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs db/schema.ts against the committed
// migrations and needs no database. The app applies migrations itself (db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
