"use client";

import { useCreatorToday, useDateRange } from "@/components/creator-today";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import type { FinanceEntry } from "@/db/queries/finance";
import type { FieldErrors } from "@/lib/action";
import { FINANCE_ENTRY_DATE_LIMITS } from "@/lib/rules/date-limits";

type EntryValues = Pick<FinanceEntry, "type" | "amount" | "category" | "entryDate" | "description">;

/** An entry's type, amount, category, date and description: the add form's fields (empty, dated today) and the edit dialog's (filled). */
export function EntryFields({ idPrefix, entry, errors }: { idPrefix: string; entry?: EntryValues; errors: FieldErrors }) {
  const today = useCreatorToday();
  const entryDates = useDateRange(FINANCE_ENTRY_DATE_LIMITS);
  return (
    <>
      <Field id={`${idPrefix}-type`} label="Type" errors={errors.type}>
        {(control) => (
          <NativeSelect {...control} name="type" defaultValue={entry?.type ?? "income"}>
            <option value="income">Income</option>
            <option value="expense">Expense</option>
          </NativeSelect>
        )}
      </Field>
      <TextField id={`${idPrefix}-amount`} name="amount" label="Amount ($)" inputMode="decimal" placeholder="250.00" defaultValue={entry?.amount} errors={errors.amount} />
      <TextField
        id={`${idPrefix}-category`}
        name="category"
        label="Category"
        maxLength={60}
        placeholder="Sponsorship, gear, software…"
        defaultValue={entry?.category}
        errors={errors.category}
      />
      <TextField id={`${idPrefix}-date`} name="entryDate" type="date" {...entryDates} label="Date" defaultValue={entry?.entryDate ?? today} errors={errors.entryDate} />
      <div className="sm:col-span-2">
        <TextField
          id={`${idPrefix}-description`}
          name="description"
          label="Description (optional)"
          maxLength={200}
          defaultValue={entry?.description ?? ""}
          errors={errors.description}
        />
      </div>
    </>
  );
}
