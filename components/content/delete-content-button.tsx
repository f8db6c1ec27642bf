"use client";

import { deleteContent } from "@/app/(app)/content/actions";
import { runAndToast } from "@/components/run-and-toast";
import { ConfirmDelete } from "@/components/ui/confirm-delete";

/** What the dialog asks: an item with no XP leaves the total as it is, so it names none. */
function deleteQuestion({ title, earnedXp }: { title: string; earnedXp: number }): string {
  if (earnedXp === 0) return `“${title}” will be removed from your pipeline and calendar. It has earned no XP, so your total stays as it is. This cannot be undone.`;
  return `“${title}” will be removed from your pipeline and calendar, and its ${earnedXp} XP comes off your total and the days you earned it, which can shorten your streak. Launch bonuses you've reached stay. This cannot be undone.`;
}

/**
 * Deletes a content item (Active or Posted card) and the XP it earned, after asking. `earnedXp`
 * is what the ledger holds for the item as the page was read (listActiveContent); the toast says
 * what came off, as the server counted it when deleting.
 */
export function DeleteContentButton({ item }: { item: { id: string; title: string; earnedXp: number } }) {
  return (
    <ConfirmDelete
      label={`Delete "${item.title}"`}
      title="Delete this content?"
      description={deleteQuestion(item)}
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
