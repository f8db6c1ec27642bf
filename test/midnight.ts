/**
 * Tests that work out "today" (or this week) themselves and then ask the app or the database
 * fail if a midnight passes in between. Rather than each test guarding itself, a test that would
 * start within `marginMs` of a boundary waits until just after it: the wait is at most the
 * margin, and only a few times a day.
 */

export const HALF_HOUR_MS = 30 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** How long to wait so that no `periodMs` boundary (counted from the Unix epoch, in UTC) falls within the next `marginMs`. */
export function msToClearBoundary(periodMs: number, marginMs: number, now = Date.now()): number {
  const untilBoundary = periodMs - (now % periodMs);
  return untilBoundary <= marginMs ? untilBoundary + 100 : 0;
}

export async function waitClearOfBoundary(periodMs: number, marginMs: number): Promise<void> {
  const wait = msToClearBoundary(periodMs, marginMs);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
