"use client";

import { Plus } from "lucide-react";
import { toast } from "@/components/toast";
import { addEntry } from "@/app/(app)/finance/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { firstField, useActionForm } from "@/components/use-action-form";
import { EntryFields } from "./entry-fields";

export function AddEntryForm() {
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(addEntry, {
    failure: "Failed to add entry",
    onSuccess: (_, form) => {
      // Receipts come in batches of one type and one day: those stay for the next entry, so a
      // second expense isn't saved as income because the form went back to its default.
      const type = form.elements.namedItem("type") as HTMLSelectElement;
      const date = form.elements.namedItem("entryDate") as HTMLInputElement;
      const kept = [type.value, date.value] as const;
      form.reset();
      [type.value, date.value] = kept;
      // The type and the day kept for the next entry aren't typing to lose.
      settleUnsaved();
      toast.success("Entry added");
    },
    focusOnSuccess: firstField,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Add Entry</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Add entry">
          <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
            <EntryFields idPrefix="finance" errors={errors} />
            <div className="sm:col-span-2">
              <Button type="submit">
                <Plus aria-hidden /> {pending ? "Adding..." : "Add Entry"}
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
