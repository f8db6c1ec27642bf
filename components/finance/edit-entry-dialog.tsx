"use client";

import { editEntry } from "@/app/(app)/finance/actions";
import { EditDialog } from "@/components/edit-dialog";
import type { FinanceEntry } from "@/db/queries/finance";
import { EntryFields } from "./entry-fields";

/** Fixes a typo in an entry: a new amount, type or date moves it in the totals and the chart. */
export function EditEntryDialog({ entry, label }: { entry: FinanceEntry; label: string }) {
  return (
    <EditDialog
      triggerLabel={`Edit ${label}`}
      title="Edit entry"
      description="A new amount, type or date moves it in your totals and chart."
      row={entry}
      action={(shown, formData) => editEntry(entry.id, shown, formData)}
      failure="Failed to update entry"
      success="Entry updated"
    >
      {(errors) => <EntryFields idPrefix={`edit-${entry.id}`} entry={entry} errors={errors} />}
    </EditDialog>
  );
}
