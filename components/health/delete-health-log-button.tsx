"use client";

import { deleteHealthLog } from "@/app/(app)/health/actions";
import { runAndToast } from "@/components/run-and-toast";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { HEALTH_LOG_XP } from "@/lib/rules/health";

/** Deletes a day's log (logged by mistake, or on the wrong day) and its XP, after asking. */
export function DeleteHealthLogButton({ id, day }: { id: string; day: string }) {
  return (
    <ConfirmDelete
      label={`Delete the log of ${day}`}
      title="Delete this health log?"
      description={`The log of ${day} will be removed from your history, charts and workout count, and its ${HEALTH_LOG_XP} XP comes off your total, which can shorten your streak. This cannot be undone.`}
      confirmLabel="Delete log"
      onConfirm={() =>
        runAndToast(() => deleteHealthLog(id), {
          failure: "Failed to delete health log",
          success: ({ xpTaken }) => (xpTaken > 0 ? `Health log deleted: ${xpTaken} XP taken back` : "Health log deleted"),
        })
      }
    />
  );
}
