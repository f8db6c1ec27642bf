import { z } from "zod";
import { type DateLimits, dateLimitError } from "@/lib/rules/date-limits";

/**
 * A "YYYY-MM-DD" day within `limits` of the creator's today (lib/rules/date-limits.ts says why
 * each field has the limits it has). A day outside them is refused with the field's message.
 */
export const dateWithin = (limits: DateLimits, today: string) =>
  z.iso.date("Enter a valid date").superRefine((day, ctx) => {
    const message = dateLimitError(limits, day, today);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** The same, optional: empty (or absent) means no date, null. */
export const optionalDateWithin = (limits: DateLimits, today: string) =>
  z
    .union([z.literal(""), dateWithin(limits, today)])
    .optional()
    .transform((date) => date || null);
