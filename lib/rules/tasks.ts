// The task form's choices and limits, apart from the zod schema (lib/validation/tasks.ts) so that
// client components can use them without shipping zod to the browser.
export const TASK_CATEGORIES = ["Business", "Personal", "Gym"] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const DEFAULT_TASK_XP = 10;
export const MIN_TASK_XP = 1;
export const MAX_TASK_XP = 1000;
