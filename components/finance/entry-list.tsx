"use client";

import { Download, Receipt } from "lucide-react";
import { runAndToast } from "@/components/run-and-toast";
import { deleteEntry } from "@/app/(app)/finance/actions";
import { ClampedText } from "@/components/clamped-text";
import { EmptyState } from "@/components/empty-state";
import { FocusFieldButton } from "@/components/focus-field-button";
import { ShowMore } from "@/components/show-more";
import { EditEntryDialog } from "./edit-entry-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import type { FinanceEntry } from "@/db/queries/finance";
import { formatDay, formatMoney } from "@/lib/format";
import { ENTRY_PAGE_SIZE } from "@/lib/rules/paging";
import { cn } from "@/lib/utils";

type EntryListProps = { entries: FinanceEntry[]; more: boolean; shown: number; today: string };

/**
 * The latest entries, a page at a time, so an older one can still be found and deleted; `today`
 * is the creator's, so an entry from another year shows its year.
 */
export function EntryList({ entries, more, shown, today }: EntryListProps) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-base">Recent transactions</CardTitle>
        <Button asChild variant="outline" size="sm">
          <a href="/api/finance/export" download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <EmptyState compact icon={Receipt} text="No transactions yet. Add your first income or expense.">
            <FocusFieldButton fieldId="finance-amount" label="Add your first entry" />
          </EmptyState>
        ) : (
          <ul className="divide-y" aria-label="Recent transactions">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} today={today} />
            ))}
          </ul>
        )}
        <ShowMore more={more} shown={shown} href={`?show=${shown + ENTRY_PAGE_SIZE}`} label="Show older transactions" />
      </CardContent>
    </Card>
  );
}

/** One transaction: its day, category and description, signed amount, and Edit and Delete. */
function EntryRow({ entry, today }: { entry: FinanceEntry; today: string }) {
  const day = formatDay(entry.entryDate, today);
  const name = `${entry.category} on ${day}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="finance-entry">
      <span className="w-16 shrink-0 text-muted-foreground">{day}</span>
      {/* At least a short line wide: on a phone the amount and its buttons go under it. */}
      <div className="min-w-0 flex-1 basis-36">
        <span className="block font-medium wrap-anywhere">{entry.category}</span>
        {entry.description && <ClampedText text={entry.description} lines={2} about={name} className="text-xs text-muted-foreground" />}
      </div>
      <div className="ml-auto flex items-center gap-1">
        <span className={cn("mr-2 font-semibold tabular-nums", entry.type === "income" ? "text-success" : "text-destructive")}>
          {formatMoney(entry.type === "income" ? entry.amount : -Number(entry.amount), { signed: true })}
        </span>
        <EditEntryDialog entry={entry} label={name} />
        <ConfirmDelete
          label={`Delete ${name}`}
          title="Delete this entry?"
          description={`${entry.category}, ${formatMoney(entry.amount)}, will be removed from your totals. This cannot be undone.`}
          confirmLabel="Delete entry"
          onConfirm={() => runAndToast(() => deleteEntry(entry.id), { failure: "Failed to delete entry", success: () => "Entry deleted" })}
        />
      </div>
    </li>
  );
}
