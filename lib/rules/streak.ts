import { addDays, daysBetween } from "./calendar-day";

/** A run of consecutive days with XP, first and last day included (ISO dates, creator's zone). */
export type DayRun = { firstDay: string; lastDay: string };

/**
 * The daily streak (decision D4): consecutive days on which the creator earned any XP, ending
 * today, or yesterday when today has nothing yet (the streak is still alive until midnight).
 * `latestRun` is the latest run of days with XP that began on or before today (the database keeps
 * the runs, so the streak costs the same after five years as after five days), or null.
 */
export function dailyStreak(latestRun: DayRun | null, today: string): number {
  if (!latestRun || latestRun.lastDay < addDays(today, -1)) return 0;
  // A day after today (the creator moved west) does not count yet.
  const end = latestRun.lastDay < today ? latestRun.lastDay : today;
  return daysBetween(latestRun.firstDay, end) + 1;
}

/** The side menu's streak: "3-day streak", or an invitation before the first day of one. */
export function streakLabel(streak: number): string {
  return streak === 0 ? "No streak yet" : `${streak}-day streak`;
}
