// The sliding-window counter behind the abuse limits: hits in the current fixed window plus the
// previous window's hits weighted by how much of it still overlaps the last `windowSeconds`.
// Unlike plain fixed windows, the allowance never resets all at once at a window's edge. The
// estimate itself is counted where the hits are, in the database (rate_limit_estimate,
// migration 0016); this file says how long a refused caller waits.

export type WindowLimit = { max: number; windowSeconds: number };
export type WindowCounts = { current: number; previous: number; elapsedSeconds: number };

/** Seconds until one more hit fits under the limit (at least 1). */
export function secondsUntilNextHit(limit: WindowLimit, { current, previous, elapsedSeconds }: WindowCounts): number {
  const { max, windowSeconds: w } = limit;
  const room = max - 1; // hits that may be counted before the next one
  let seconds: number;
  if (current > room) {
    // Wait out this window; then this window's hits fade as the next one goes on.
    seconds = w - elapsedSeconds + w * (1 - room / current);
  } else {
    seconds = previous > 0 ? w * (1 - (room - current) / previous) - elapsedSeconds : 0;
  }
  return Math.max(1, Math.ceil(seconds));
}
