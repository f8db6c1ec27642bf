"use client";

import { deleteContent } from "@/app/(app)/content/actions";
import { runAndToast } from "@/components/run-and-toast";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { stepNumber, stepXp, WORKFLOW_STEPS, type WorkflowStep } from "@/lib/rules/workflow";

/**
 * The XP an item not yet posted has earned: each step's XP up to where it stands. Exact, because
 * only Complete moves an unposted item, one step at a time. A posted item may have skipped steps
 * (Match Posted Content, the social webhook), so its dialog names no figure; the toast then says
 * what came off, as the server counted it.
 */
function xpEarnedUpTo(step: WorkflowStep): number {
  return WORKFLOW_STEPS.slice(0, stepNumber(step)).reduce((sum, each) => sum + stepXp(each), 0);
}

/** Deletes a content item (Active or Posted card) and the XP it earned, after asking. */
export function DeleteContentButton({ item }: { item: { id: string; title: string; workflowStep: WorkflowStep } }) {
  const xp = item.workflowStep === "posted" ? "the XP it earned" : `its ${xpEarnedUpTo(item.workflowStep)} XP`;
  return (
    <ConfirmDelete
      label={`Delete "${item.title}"`}
      title="Delete this content?"
      description={`“${item.title}” will be removed from your pipeline and calendar, and ${xp} comes off your total and the days you earned it, which can shorten your streak. Launch bonuses you've reached stay. This cannot be undone.`}
      confirmLabel="Delete content"
      onConfirm={() =>
        runAndToast(() => deleteContent(item.id), {
          failure: "Failed to delete content",
          success: ({ xpTaken }) => (xpTaken > 0 ? `Content deleted: ${xpTaken} XP taken back` : "Content deleted"),
        })
      }
    />
  );
}
