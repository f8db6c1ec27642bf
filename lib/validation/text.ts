import { z } from "zod";
import { formatCount } from "@/lib/format";

/**
 * The message for text over its limit, one wording everywhere: "Keep the notes to 2,000
 * characters or fewer". `what` names the field. The limit itself is allowed.
 */
export const tooLong = (max: number, what: string) => `Keep ${what} to ${formatCount(max)} characters or fewer`;

/** An optional free-text field: at most `max` characters, trimmed, and null when left empty. */
export const optionalText = (max: number, what: string) =>
  z
    .string()
    .max(max, tooLong(max, what))
    .optional()
    .transform((text) => text?.trim() || null);
