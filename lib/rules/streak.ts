import { addDays } from "./calendar-day";

/**
 * The daily streak (decision D4): consecutive days on which the creator earned any XP, ending
 * today, or yesterday when today has nothing yet (the streak is still alive until midnight).
 * `activeDays` are ISO dates in the creator's time zone, in any order.
 */
export function dailyStreak(activeDays: readonly string[], today: string): number {
  const days = new Set(activeDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export function streakLabel(streak: number): string {
  return `${streak}-day streak`;
}
