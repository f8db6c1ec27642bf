/**
 * Waits until the database's clock has moved on. PGlite's clock ticks in milliseconds, so rows
 * made in a quick loop can share a created_at, and a "newest first" list would order them by
 * their random ids instead. Tests that check that order call this between creations.
 */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));
