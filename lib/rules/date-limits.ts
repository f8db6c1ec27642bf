// How far from the creator's today (decision D4: their own time zone) a date typed into a form
// may fall. Outside these a date is a slip of the keyboard or the picker (0001-01-01, 9999-12-31,
// 1999 for 2029), not a plan: the form refuses it under the field and changes nothing, and the
// date input's min and max (dateRange) keep the browser's picker to the same days. Apart from the
// zod schemas (lib/validation/dates.ts) so client components can use them without shipping zod.
import { addMonths } from "./calendar-day";

export type DateLimits = {
  monthsBack: number;
  monthsAhead: number;
  /** What the field says under a date before the first day allowed, and after the last. */
  tooEarly: string;
  tooLate: string;
};

/**
 * A task's due date. Back a year, so an overdue task can still be edited without changing its
 * date; ahead five years, which covers any plan a to-do list holds.
 */
export const TASK_DUE_DATE_LIMITS: DateLimits = {
  monthsBack: 12,
  monthsAhead: 60,
  tooEarly: "A due date can't be more than a year ago",
  tooLate: "A due date can't be more than five years ahead",
};

/**
 * A content item's planned post date (create, details, calendar). Back a year, so a plan that
 * slipped keeps its date while the item is edited; ahead five years, as for due dates.
 */
export const POST_DATE_LIMITS: DateLimits = {
  monthsBack: 12,
  monthsAhead: 60,
  tooEarly: "A planned post date can't be more than a year ago",
  tooLate: "A planned post date can't be more than five years ahead",
};

/**
 * The day a posted item went out, corrected in Edit content (posting dates an overdue item its
 * planned day, which may be a guess). Never a day that hasn't begun where the creator is; back a
 * year, as far as a planned date may be.
 */
export const POSTED_DATE_LIMITS: DateLimits = {
  monthsBack: 12,
  monthsAhead: 0,
  tooEarly: "A post date can't be more than a year ago",
  tooLate: "A post can't be dated after today",
};

/**
 * A finance entry's date. Entries record money that has moved ("Recent transactions", totals of
 * what was earned), so, like a health log, never a day that hasn't begun where the creator is
 * (the spec and decisions say nothing of future entries). Back ten years: as long as anyone keeps
 * a channel's records for tax.
 */
export const FINANCE_ENTRY_DATE_LIMITS: DateLimits = {
  monthsBack: 120,
  monthsAhead: 0,
  tooEarly: "An entry can't be more than ten years old",
  tooLate: "You can't add an entry for a day that hasn't happened yet",
};

/**
 * A health log's day. Back a month: enough to catch up on a missed week or fill in last month,
 * and each day logged earns its 15 XP once (decision D5), so not a way to collect XP for every
 * day since 1900. Never a day that hasn't begun where the creator is.
 */
export const HEALTH_LOG_DATE_LIMITS: DateLimits = {
  monthsBack: 1,
  monthsAhead: 0,
  tooEarly: "You can log a day up to a month back",
  tooLate: "You can't log a day that hasn't happened yet",
};

/** The first and last day allowed, as a date input's min and max ("YYYY-MM-DD"). */
export function dateRange(limits: DateLimits, today: string): { min: string; max: string } {
  return { min: addMonths(today, -limits.monthsBack), max: addMonths(today, limits.monthsAhead) };
}

/** What the field says about a valid "YYYY-MM-DD" day outside the limits, or null when it is inside. */
export function dateLimitError(limits: DateLimits, day: string, today: string): string | null {
  const { min, max } = dateRange(limits, today);
  if (day < min) return limits.tooEarly;
  if (day > max) return limits.tooLate;
  return null;
}
