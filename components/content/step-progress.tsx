import { WORKFLOW_STEPS, stepLabel, stepNumber, type WorkflowStep } from "@/lib/rules/workflow";
import { cn } from "@/lib/utils";
import { STEP_STYLE } from "./step-style";

/** Eight segments, one per step; the ones reached take the current step's colour. */
export function StepProgress({ step }: { step: WorkflowStep }) {
  const reached = stepNumber(step);
  return (
    <div
      role="progressbar"
      aria-label="Workflow progress"
      aria-valuemin={1}
      aria-valuemax={WORKFLOW_STEPS.length}
      aria-valuenow={reached}
      aria-valuetext={`Step ${reached} of ${WORKFLOW_STEPS.length}: ${stepLabel(step)}`}
      className="flex gap-1"
    >
      {WORKFLOW_STEPS.map((each, index) => (
        <span
          key={each}
          title={stepLabel(each)}
          className={cn("h-1.5 flex-1 rounded-full", index < reached ? STEP_STYLE[step].bar : "bg-muted")}
        />
      ))}
    </div>
  );
}
