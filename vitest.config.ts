import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const integrationTests = ["**/*.int.test.ts"];
const excluded = ["node_modules/**", ".next/**", "e2e/**"];

// Unit tests run alone; integration tests (*.int.test.ts) run on PGlite, and again on Postgres
// when DATABASE_URL is set, each time in a fresh database.
export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "test/empty-module.ts"),
    },
  },
  test: {
    exclude: excluded,
    projects: [
      { extends: true, test: { name: "unit", include: ["**/*.test.ts"], exclude: [...excluded, ...integrationTests] } },
      {
        extends: true,
        test: { name: "pglite", include: integrationTests, setupFiles: ["test/setup-pglite.ts", "test/setup-midnight.ts"], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: integrationTests,
                globalSetup: ["test/postgres-global-setup.ts"],
                setupFiles: ["test/setup-postgres.ts", "test/setup-midnight.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
