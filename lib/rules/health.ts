import { addDays, weekStartSunday } from "./calendar-day";

/** The XP a day's first health log earns (decision D5), taken back if the log is deleted. */
export const HEALTH_LOG_XP = 15;
/** The logs the averages read: "last 7 logs", however many the Recent logs list shows. */
export const STATS_LOGS = 7;

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

// Each weight is kept in the unit it was typed in, so changing units never rewrites history;
// the page shows every weight in the unit of the latest weigh-in.
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

const POUNDS_PER_KILOGRAM = 2.20462262;

const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** A weight in another unit, to the hundredth the log keeps. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return toHundredths(from === "kg" ? value * POUNDS_PER_KILOGRAM : value / POUNDS_PER_KILOGRAM);
}

/** "72.4 kg": a weight as the page shows it, to the hundredth at most. */
export const formatWeight = (value: number, unit: WeightUnit) => `${toHundredths(value)} ${unit}`;

type WeighIn = { weight: string | null; weightUnit: WeightUnit };

/** The unit of the latest weigh-in (logs newest first), kg before there is one. */
export function latestWeightUnit(logs: WeighIn[]): WeightUnit {
  return logs.find((log) => log.weight !== null)?.weightUnit ?? "kg";
}

/** The logs' weights in `unit`, in their order, leaving out days without one. */
export function weightsIn<T extends WeighIn>(logs: T[], unit: WeightUnit): (T & { value: number })[] {
  return logs.filter((log) => log.weight !== null).map((log) => ({ ...log, value: convertWeight(Number(log.weight), log.weightUnit, unit) }));
}

/** The latest weight and its change from the one before (logs newest first), in `unit`. */
export function weightChange(logs: WeighIn[], unit: WeightUnit): { latest: number; change: number | null } | null {
  const weights = weightsIn(logs, unit).map((log) => log.value);
  if (weights.length === 0) return null;
  return { latest: weights[0], change: weights.length > 1 ? toHundredths(weights[0] - weights[1]) : null };
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
