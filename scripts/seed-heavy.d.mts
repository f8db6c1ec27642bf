// Types for the TypeScript test of the seed (scripts/seed-heavy.int.test.ts).
import type postgres from "postgres";

export type SeedSize = {
  tasks: number;
  openTasks: number;
  contentItems: number;
  activeContent: number;
  days: number;
  financeEntries: number;
  promos: number;
  libraryItems: number;
  systems: number;
  deliveries: number;
};
export type SeedRules = unknown;
export type SeededCreator = { id: string; email: string; token: string };

export const HEAVY: SeedSize;
export const LIGHT: SeedSize;
export const CROWD: number;
export function seedRules(modules: { workflow: unknown; launch: unknown; health: unknown }): SeedRules;
export function seedHeavyAndLight(
  sql: postgres.Sql,
  options?: { sizes?: { heavy: SeedSize; light: SeedSize; crowd: number }; rules?: SeedRules },
): Promise<{ heavy: SeededCreator; light: SeededCreator }>;
