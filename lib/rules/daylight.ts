// The daylight bar and the efficiency score (spec: constants; decision D8: browser local time).

const DAY_START_MINUTES = 6 * 60; // 06:00 is 0 %
const DAY_END_MINUTES = 22 * 60; // 22:00 is 100 %
const TASKS_PER_FULL_DAY = 8;

export type EfficiencyColor = "golden" | "sunset" | "muted";

/** Share of the working day (06:00–22:00) that has passed, from 0 to 1. */
export function daylightFraction(now: Date): number {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const fraction = (minutes - DAY_START_MINUTES) / (DAY_END_MINUTES - DAY_START_MINUTES);
  return Math.min(1, Math.max(0, fraction));
}

/** Tasks expected by now: 8 times the daylight fraction, rounded down. */
export function expectedTasks(fraction: number): number {
  return Math.floor(TASKS_PER_FULL_DAY * fraction);
}

/**
 * Tasks completed today against the tasks expected by now, as a whole percentage capped at 100.
 * Before any task is expected (until 08:00) any completed task already counts as 100 %.
 */
export function efficiencyPercent(tasksCompletedToday: number, fraction: number): number {
  const expected = expectedTasks(fraction);
  if (expected === 0) return tasksCompletedToday > 0 ? 100 : 0;
  return Math.min(100, Math.round((tasksCompletedToday / expected) * 100));
}

export function efficiencyColor(percent: number): EfficiencyColor {
  if (percent >= 80) return "golden";
  if (percent >= 60) return "sunset";
  return "muted";
}
