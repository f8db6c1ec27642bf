import { addDays, weekStartSunday } from "./calendar-day";

// The choices of a health log; here rather than beside the zod schema (lib/validation/health.ts)
// so that the log form can use them without shipping zod to the browser.
export const MOODS = ["excellent", "good", "neutral", "low", "poor"] as const;

export const SLEEP_QUALITIES = ["excellent", "good", "fair", "poor"] as const;
export type Mood = (typeof MOODS)[number];
export type SleepQuality = (typeof SLEEP_QUALITIES)[number];

// Scores for averaging: higher is better.
const MOOD_SCORE: Record<Mood, number> = { poor: 1, low: 2, neutral: 3, good: 4, excellent: 5 };
const SLEEP_SCORE: Record<SleepQuality, number> = { poor: 1, fair: 2, good: 3, excellent: 4 };

function averageLabel<T extends string>(values: (T | null)[], scores: Record<T, number>): T | null {
  const scored = values.filter((value): value is T => value !== null);
  if (scored.length === 0) return null;
  const average = scored.reduce((sum, value) => sum + scores[value], 0) / scored.length;
  const labels = Object.keys(scores) as T[];
  // The label whose score is nearest the average.
  return labels.reduce((best, label) => (Math.abs(scores[label] - average) < Math.abs(scores[best] - average) ? label : best));
}

export const averageMood = (moods: (Mood | null)[]) => averageLabel(moods, MOOD_SCORE);
export const averageSleep = (sleeps: (SleepQuality | null)[]) => averageLabel(sleeps, SLEEP_SCORE);

/** The latest weight and its change from the one before (logs newest first). */
export function weightChange(logs: { weight: string | null }[]): { latest: number; change: number | null } | null {
  const weights = logs.filter((log) => log.weight !== null).map((log) => Number(log.weight));
  if (weights.length === 0) return null;
  return { latest: weights[0], change: weights.length > 1 ? Math.round((weights[0] - weights[1]) * 100) / 100 : null };
}

/** Workouts per week (weeks from Sunday, like the weekly goal) for the last `weeks` weeks, oldest first. */
export function workoutsPerWeek(workoutDays: string[], today: string, weeks: number): { weekStart: string; workouts: number }[] {
  const thisWeek = weekStartSunday(today);
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = addDays(thisWeek, -7 * (weeks - 1 - i));
    const weekEnd = addDays(weekStart, 6);
    return { weekStart, workouts: workoutDays.filter((day) => day >= weekStart && day <= weekEnd).length };
  });
}
