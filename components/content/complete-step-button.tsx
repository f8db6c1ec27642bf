"use client";

import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { completeStep, undoStep } from "@/app/(app)/content/actions";
import { useKeepFocus } from "@/components/keep-focus";
import { runAndToast } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { UndoLabel } from "@/components/undo-label";
import { toastFailure } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import { nextStep, stepLabel, type WorkflowStep } from "@/lib/rules/workflow";
import type { SaveDetails } from "./content-details-form";
import { movedBack } from "./moved-back";

type Props = { itemId: string; step: WorkflowStep; title: string; saveDetails: SaveDetails };

/**
 * Complete: advances the item one step and celebrates its XP (decision D1). Typing in the card's
 * details that isn't saved yet is saved first, so Complete never drops it; when it can't be
 * saved, nothing advances and the form shows why. Its toast offers Undo.
 */
export function CompleteStepButton({ itemId, step, title, saveDetails }: Props) {
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
        const saveFirst = saveDetails.current;
        if (saveFirst && !(await saveFirst())) return;
        const result = await completeStep(itemId, step);
        if (!result.ok) {
          toastFailure(result, "Failed to advance workflow");
          return;
        }
        if (result.data.xp) celebrate(result.data.xp);
        const reached = result.data.step;
        toast.success(reached === "posted" ? `Posted! +${result.data.xp?.gained ?? 0} XP 🎉` : `Moved to ${stepLabel(reached)}: +${result.data.xp?.gained ?? 0} XP`, {
          // A Complete too many (a second tap lands on the next step's button) is one tap to undo.
          // The toast stays while the pointer is on it or it has focus (Alt+T), so Undo can be reached.
          action: {
            label: <UndoLabel what={`moving “${title}” to ${stepLabel(reached)}`} />,
            onClick: (event) => {
              // Its toast is going, and would take focus with it (now, or as it animates out).
              // Leaving the toasts at once lets sonner give focus back to where it was before
              // them (Alt+T): for a keyboard user, this card's Complete, a step back.
              event.currentTarget.blur();
              void undo(reached);
            },
          },
        });
      } catch {
        toast.error("Failed to advance workflow");
      }
    });
  }

  function undo(reached: WorkflowStep) {
    return runAndToast(() => undoStep(itemId, reached), {
      failure: "Failed to undo the step",
      success: movedBack,
    });
  }

  return (
    <Button onClick={complete} disabled={!next || pending} aria-label={`Complete ${stepLabel(step)} of "${title}"`}>
      {next === "posted" ? <CheckCircle2 aria-hidden /> : <ArrowRight aria-hidden />}
      {pending ? "Completing..." : "Complete"}
    </Button>
  );
}
