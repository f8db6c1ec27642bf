import { stepLabel, type WorkflowStep } from "@/lib/rules/workflow";

/** The toast after an item went back (Move back to Active, Undo on Complete's or Match's toast). */
export const movedBack = ({ step, xpTaken }: { step: WorkflowStep; xpTaken: number }) =>
  `Moved back to ${stepLabel(step)}${xpTaken > 0 ? `: ${xpTaken} XP taken back` : ""}`;
