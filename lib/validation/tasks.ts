import { z } from "zod";
import { formatCount } from "@/lib/format";
import { MAX_TASK_XP, MIN_TASK_XP, TASK_CATEGORIES } from "@/lib/rules/tasks";

const XP_RANGE_MESSAGE = `XP must be between ${MIN_TASK_XP} and ${formatCount(MAX_TASK_XP)}`;

export const taskInput = z.object({
  title: z.string().trim().min(1, "Enter a title for the task").max(200, "Keep the title under 200 characters"),
  category: z.enum(TASK_CATEGORIES, { error: "Choose Business, Personal or Gym" }),
  // Out of range is an error the user sees, never a silent change.
  xpValue: z
    .string()
    .trim()
    .regex(/^-?\d+$/, "XP must be a whole number")
    .transform(Number)
    .pipe(z.number().min(MIN_TASK_XP, XP_RANGE_MESSAGE).max(MAX_TASK_XP, XP_RANGE_MESSAGE)),
  dueDate: z
    .union([z.literal(""), z.iso.date("Enter a valid date")])
    .optional()
    .transform((date) => date || null),
});

export type TaskInput = z.infer<typeof taskInput>;

export const taskId = z.uuid("Unknown task");
