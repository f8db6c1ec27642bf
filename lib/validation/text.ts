import { z } from "zod";
import { formatCount } from "@/lib/format";

/**
 * An optional free-text field: at most `max` characters, trimmed, and null when left empty.
 * `what` names it in the message, as the app's other length messages do: "Keep the notes under
 * 2,000 characters".
 */
export const optionalText = (max: number, what: string) =>
  z
    .string()
    .max(max, `Keep ${what} under ${formatCount(max)} characters`)
    .optional()
    .transform((text) => text?.trim() || null);
