"use client";

import { Undo2 } from "lucide-react";
import { unpostContent } from "@/app/(app)/content/actions";
import { runAndToast } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-delete";
import { stepXp } from "@/lib/rules/workflow";
import { movedBack } from "./moved-back";

/**
 * Move back to Active, after asking: for a post that Match Posted Content or the social webhook
 * put on the wrong item. The creator can then match the post to the right one.
 */
export function UnpostContentButton({ item }: { item: { id: string; title: string } }) {
  return (
    <ConfirmAction
      title="Move back to Active?"
      description={`For a post matched to the wrong item: “${item.title}” goes back to the step it had reached, its post link and metrics are cleared, and the ${stepXp("posted")} XP for posting it comes off your total. Launch bonuses you've reached stay.`}
      confirmLabel="Move back to Active"
      pendingLabel="Moving..."
      onConfirm={() =>
        runAndToast(() => unpostContent(item.id), {
          failure: "Failed to move the item back to Active",
          success: movedBack,
        })
      }
      trigger={(open) => (
        <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={open} aria-label={`Move back to Active: "${item.title}"`}>
          <Undo2 aria-hidden /> Move back to Active
        </Button>
      )}
    />
  );
}
