"use client";

import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { completeStep } from "@/app/(app)/content/actions";
import { useKeepFocus } from "@/components/keep-focus";
import { Button } from "@/components/ui/button";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import { nextStep, stepLabel, type WorkflowStep } from "@/lib/rules/workflow";

/** Complete: advances the item one step and celebrates its XP (decision D1). */
export function CompleteStepButton({ itemId, step, title }: { itemId: string; step: WorkflowStep; title: string }) {
  const celebrate = useCelebrateXp();
  const [pending, startTransition] = useTransition();
  // Disabled while it saves, which drops focus: it comes back here for the next step, or, when the
  // item is posted and its card leaves the list, to the next card's Complete.
  const keepFocus = useKeepFocus(pending);
  const next = nextStep(step);

  function complete() {
    keepFocus();
    startTransition(async () => {
      try {
        const result = await completeStep(itemId, step);
        if (!result.ok) {
          toast.error(result.error ?? "Failed to advance workflow");
          return;
        }
        if (result.data.xp) celebrate(result.data.xp);
        toast.success(
          result.data.step === "posted" ? `Posted! +${result.data.xp?.gained ?? 0} XP 🎉` : `Moved to ${stepLabel(result.data.step)}: +${result.data.xp?.gained ?? 0} XP`,
        );
      } catch {
        toast.error("Failed to advance workflow");
      }
    });
  }

  return (
    <Button onClick={complete} disabled={!next || pending} aria-label={`Complete ${stepLabel(step)} of "${title}"`}>
      {next === "posted" ? <CheckCircle2 aria-hidden /> : <ArrowRight aria-hidden />}
      {pending ? "Completing..." : "Complete"}
    </Button>
  );
}
