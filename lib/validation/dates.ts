import { z } from "zod";
import { type DateLimits, dateLimitError } from "@/lib/rules/date-limits";

/**
 * A "YYYY-MM-DD" day within `limits` of the creator's today (lib/rules/date-limits.ts says why
 * each field has the limits it has). A day outside them is refused with the field's message,
 * except `saved`, the day the record being edited already has: a task overdue by more than a
 * year can have its title corrected without its due date being questioned.
 */
export const dateWithin = (limits: DateLimits, today: string, saved: string | null = null) =>
  z.iso.date("Enter a valid date").superRefine((day, ctx) => {
    // zod runs this after a failed format too: a text that isn't a date (an empty required field)
    // gets "Enter a valid date" alone, not a limit's message beside it.
    if (day === saved || !z.regexes.date.test(day)) return;
    const message = dateLimitError(limits, day, today);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** The same, optional: empty (or absent) means no date, null. */
export const optionalDateWithin = (limits: DateLimits, today: string, saved: string | null = null) =>
  z
    .union([z.literal(""), dateWithin(limits, today, saved)])
    .optional()
    .transform((date) => date || null);
