import { stepLabel, type WorkflowStep } from "@/lib/rules/workflow";
import { cn } from "@/lib/utils";
import { STEP_STYLE } from "./step-style";

export function StepBadge({ step, className }: { step: WorkflowStep; className?: string }) {
  return (
    <span
      data-step={step}
      className={cn("inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium", STEP_STYLE[step].badge, className)}
    >
      {stepLabel(step)}
    </span>
  );
}
