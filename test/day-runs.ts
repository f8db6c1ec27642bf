// The runs of consecutive days as the tests compute them from plain days: the oracle that
// xp_day_runs (migration 0015) and the streak rule are checked against. Test code only; the app
// reads the runs the database keeps.
import { addDays } from "@/lib/rules/calendar-day";
import type { DayRun } from "@/lib/rules/streak";

/**
 * The runs of consecutive days among `days` (ISO dates, in any order, repeats allowed), oldest
 * first: what the database's xp_day_runs holds for the days of xp_daily (migration 0015).
 */
export function dayRuns(days: readonly string[]): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.lastDay, 1) === day) last.lastDay = day;
    else runs.push({ firstDay: day, lastDay: day });
  }
  return runs;
}

/** The run `dailyStreak` reads: the latest that began on or before today. */
export function latestRunBy(runs: readonly DayRun[], today: string): DayRun | null {
  return runs.filter((run) => run.firstDay <= today).at(-1) ?? null;
}
