"use client";

import { Plus } from "lucide-react";
import { toast } from "sonner";
import { addEntry } from "@/app/(app)/finance/actions";
import { useCreatorToday, useDateRange } from "@/components/creator-today";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { firstField, useActionForm } from "@/components/use-action-form";
import { FINANCE_ENTRY_DATE_LIMITS } from "@/lib/rules/date-limits";

// The spec: without a category and an amount, adding does nothing.
const hasCategoryAndAmount = (formData: FormData) =>
  String(formData.get("category") ?? "").trim() !== "" && String(formData.get("amount") ?? "").trim() !== "";

export function AddEntryForm() {
  const today = useCreatorToday();
  const entryDates = useDateRange(FINANCE_ENTRY_DATE_LIMITS);
  const { errors, pending, onSubmit } = useActionForm(addEntry, {
    failure: "Failed to add entry",
    accept: hasCategoryAndAmount,
    onSuccess: (_, form) => {
      form.reset();
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
        <form onSubmit={onSubmit} noValidate aria-label="Add entry">
          <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
            <Field id="finance-type" label="Type" errors={errors.type}>
              {(control) => (
                <NativeSelect {...control} name="type" defaultValue="income">
                  <option value="income">Income</option>
                  <option value="expense">Expense</option>
                </NativeSelect>
              )}
            </Field>
            <TextField id="finance-amount" name="amount" label="Amount ($)" inputMode="decimal" placeholder="250.00" errors={errors.amount} />
            <TextField id="finance-category" name="category" label="Category" maxLength={60} placeholder="Sponsorship, gear, software…" errors={errors.category} />
            <TextField id="finance-date" name="entryDate" type="date" {...entryDates} label="Date" defaultValue={today} errors={errors.entryDate} />
            <div className="sm:col-span-2">
              <TextField id="finance-description" name="description" label="Description (optional)" maxLength={200} errors={errors.description} />
            </div>
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
