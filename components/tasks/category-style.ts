import type { TaskCategory } from "@/lib/rules/tasks";

// One tint per task category, used by the task list and the XP breakdown.
export const CATEGORY_STYLE: Record<TaskCategory, string> = {
  Business: "bg-tier-rare/15 text-tier-rare-foreground",
  Personal: "bg-tier-epic/15 text-tier-epic-foreground",
  Gym: "bg-sunset/15 text-sunset-foreground",
};
