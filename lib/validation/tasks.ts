import { z } from "zod";
import { formatCount } from "@/lib/format";
import { TASK_DUE_DATE_LIMITS } from "@/lib/rules/date-limits";
import { DEFAULT_TASK_XP, MAX_TASK_XP, MIN_TASK_XP, TASK_CATEGORIES } from "@/lib/rules/tasks";
import { optionalDateWithin } from "./dates";
import { tooLong } from "./text";

const XP_RANGE_MESSAGE = `XP must be between ${MIN_TASK_XP} and ${formatCount(MAX_TASK_XP)}`;

/**
 * A task as the add and edit forms send it; its due date is checked against the creator's
 * `today`, apart from the one an edited task already has (`savedDueDate`).
 */
export const taskInput = (today: string, savedDueDate: string | null = null) =>
  z.object({
    title: z.string().trim().min(1, "Enter a title for the task").max(200, tooLong(200, "the title")),
    category: z.enum(TASK_CATEGORIES, { error: "Choose Business, Personal or Gym" }),
    // An empty XP field means the spec's default, 10 ("XP is numeric, default 10"). Anything else
    // out of range is an error the user sees, never a silent change.
    xpValue: z
      .string()
      .optional()
      .transform((text) => text?.trim() || String(DEFAULT_TASK_XP))
      .pipe(z.string().regex(/^-?\d+$/, "XP must be a whole number"))
      .transform(Number)
      .pipe(z.number().min(MIN_TASK_XP, XP_RANGE_MESSAGE).max(MAX_TASK_XP, XP_RANGE_MESSAGE)),
    dueDate: optionalDateWithin(TASK_DUE_DATE_LIMITS, today, savedDueDate),
  });

export type TaskInput = z.infer<ReturnType<typeof taskInput>>;

export const taskId = z.uuid("Unknown task");
