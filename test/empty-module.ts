// Stands in for "server-only" under Vitest, which has no React server bundle to satisfy it.
export {};
