import { z } from "zod";
import { HEALTH_LOG_DATE_LIMITS } from "@/lib/rules/date-limits";
import { MOODS, SLEEP_QUALITIES, WEIGHT_UNITS } from "@/lib/rules/health";
import { dateWithin } from "./dates";
import { optionalText } from "./text";

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(values, { error: message }).nullable());

/** Said under the log form's fields when a save would log nothing at all. */
export const healthLogId = z.uuid("Unknown health log");

export const NOTHING_LOGGED = "Log at least one thing for this day: weight, mood, sleep, fasting or a workout";

/**
 * A day's log; its day within HEALTH_LOG_DATE_LIMITS of the creator's today (decision D4). A log
 * must hold at least one thing: a blank one would earn the day's 15 XP for nothing (decision D5),
 * and for every day a month back. Its error is on `log`, the form as a whole.
 */
export const healthLogInput = (today: string) =>
  z
    .object({
      logDate: dateWithin(HEALTH_LOG_DATE_LIMITS, today),
      weight: z
        .string()
        .optional()
        .transform((text, ctx) => {
          const trimmed = text?.trim() ?? "";
          if (trimmed === "") return null;
          const problem = !/^-?\d+(\.\d+)?$/.test(trimmed)
            ? "Weight must be a number like 72.5"
            : Number(trimmed) <= 0
              ? "Weight must be more than 0"
              : !/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)
                ? "Weight must be under 1,000, with at most two decimals"
                : null;
          if (problem) {
            ctx.addIssue({ code: "custom", message: problem });
            return z.NEVER;
          }
          return Number(trimmed).toFixed(2);
        }),
      weightUnit: z.enum(WEIGHT_UNITS, { error: "Choose kg or lb" }).default("kg"),
      mood: optionalChoice(MOODS, "Choose excellent, good, neutral, low or poor"),
      workoutCompleted: z
        .string()
        .optional()
        .transform((value) => value === "on" || value === "true"),
      workoutType: optionalText(80, "the workout type"),
      fastingHours: z
        .string()
        .optional()
        .transform((text, ctx) => {
          const trimmed = text?.trim() ?? "";
          if (trimmed === "") return null;
          if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) > 168) {
            ctx.addIssue({ code: "custom", message: "Fasting hours must be a whole number from 0 to 168" });
            return z.NEVER;
          }
          return Number(trimmed);
        }),
      sleepQuality: optionalChoice(SLEEP_QUALITIES, "Choose excellent, good, fair or poor"),
    })
    // The workout type belongs to a workout: without one it is not kept.
    .transform((log) => ({ ...log, workoutType: log.workoutCompleted ? log.workoutType : null }))
    .refine(
      (log) => log.weight !== null || log.mood !== null || log.sleepQuality !== null || log.fastingHours !== null || log.workoutCompleted,
      { message: NOTHING_LOGGED, path: ["log"] },
    );

export type HealthLogInput = z.infer<ReturnType<typeof healthLogInput>>;

/** When the log a form showed was last saved (an ISO instant), or null for a day shown as not logged. */
export const seenLogInput = z.iso.datetime().nullable();
