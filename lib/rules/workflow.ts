// The content workflow (decision D1): one ordered pipeline of eight steps. The content status
// is derived from the step here and nowhere else.

export const PLATFORMS = ["TikTok", "YouTube", "Instagram", "Twitter"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The longest title an item may have (the social webhook shortens a longer caption to it). */
export const TITLE_MAX_LENGTH = 200;

export const CONTENT_TYPES = ["original", "trend"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const WORKFLOW_STEPS = ["idea", "script", "retention", "filming", "hashtags", "sound", "ready", "posted"] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];

export type ContentStatus = "idea" | "scripting" | "filming" | "editing" | "posted";

type StepRule = { label: string; status: ContentStatus; xp: number };

const STEP_RULES: Record<WorkflowStep, StepRule> = {
  idea: { label: "Idea", status: "idea", xp: 10 },
  script: { label: "Script", status: "scripting", xp: 15 },
  retention: { label: "Retention", status: "scripting", xp: 10 },
  filming: { label: "Filming", status: "filming", xp: 30 },
  hashtags: { label: "Hashtags", status: "editing", xp: 10 },
  sound: { label: "Sound", status: "editing", xp: 10 },
  ready: { label: "Ready", status: "editing", xp: 25 },
  posted: { label: "Posted", status: "posted", xp: 50 },
};

export function statusOf(step: WorkflowStep): ContentStatus {
  return STEP_RULES[step].status;
}

export function stepLabel(step: WorkflowStep): string {
  return STEP_RULES[step].label;
}

/** XP for arriving at a step (the idea's XP is awarded when the item is created). */
export function stepXp(step: WorkflowStep): number {
  return STEP_RULES[step].xp;
}

export function stepNumber(step: WorkflowStep): number {
  return WORKFLOW_STEPS.indexOf(step) + 1;
}

/** The step Complete moves to; null at `posted`, where Complete is disabled. */
export function nextStep(step: WorkflowStep): WorkflowStep | null {
  return WORKFLOW_STEPS[WORKFLOW_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before this one, where Undo of a Complete returns an item; null at `idea`. */
export function previousStep(step: WorkflowStep): WorkflowStep | null {
  return WORKFLOW_STEPS[WORKFLOW_STEPS.indexOf(step) - 1] ?? null;
}

/** Steps whose status is one of these (the spec's "status in scripting, filming, editing"). */
export function stepsWithStatus(...statuses: ContentStatus[]): WorkflowStep[] {
  return WORKFLOW_STEPS.filter((step) => statuses.includes(statusOf(step)));
}

/**
 * The ledger key for arriving at a step. Arriving at `posted` has one key whatever the path
 * (Complete, Match Posted Content, the social webhook), so it is awarded once per item.
 */
export function stepXpKey(contentId: string, step: WorkflowStep): string {
  return step === "posted" ? `content:${contentId}:posted` : `content:${contentId}:step:${step}`;
}
