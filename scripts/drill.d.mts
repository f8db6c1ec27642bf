// Types for the TypeScript that shares the drills' helpers (e2e-image/, the Postgres test setup).
import type postgres from "postgres";

export const DRILL_PASSWORD: string;
export function isLocalDatabaseUrl(address: string): boolean;
export function freePort(): Promise<number>;
export function waitFor(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void>;
export function freshDatabase(prefix: string, server?: string): Promise<{ name: string; url: string; admin: postgres.Sql; drop: () => Promise<void> }>;
export function createCreator(sql: postgres.Sql): Promise<{ id: string; email: string; token: string }>;
