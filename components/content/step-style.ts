import type { WorkflowStep } from "@/lib/rules/workflow";

// One colour per workflow step, the same on every page (cards, calendar, badges): DESIGN.md.
// Badge text keeps AA contrast (4.5:1 at 12 px): amber needs its 800 shade, posted's white text
// a green-700 ground.
export const STEP_STYLE: Record<WorkflowStep, { badge: string; bar: string }> = {
  idea: { badge: "bg-slate-500/15 text-slate-700 dark:text-slate-300", bar: "bg-slate-400" },
  script: { badge: "bg-sky-500/15 text-sky-700 dark:text-sky-300", bar: "bg-sky-500" },
  retention: { badge: "bg-cyan-500/15 text-cyan-700 dark:text-cyan-300", bar: "bg-cyan-500" },
  filming: { badge: "bg-amber-500/15 text-amber-800 dark:text-amber-300", bar: "bg-amber-500" },
  hashtags: { badge: "bg-pink-500/15 text-pink-700 dark:text-pink-300", bar: "bg-pink-500" },
  sound: { badge: "bg-teal-500/15 text-teal-700 dark:text-teal-300", bar: "bg-teal-500" },
  ready: { badge: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300", bar: "bg-emerald-500" },
  posted: { badge: "bg-green-700 text-white", bar: "bg-green-600" },
};
