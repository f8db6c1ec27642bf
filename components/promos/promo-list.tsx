"use client";

import { Handshake, Mail } from "lucide-react";
import { useOptimistic, useTransition } from "react";
import { changePromo, deletePromo } from "@/app/(app)/promos/actions";
import { EmptyState } from "@/components/empty-state";
import { FocusFieldButton } from "@/components/focus-field-button";
import { LinkedText } from "@/components/linked-text";
import { runAction, runAndToast } from "@/components/run-and-toast";
import { SavingSelect } from "@/components/saving-select";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { Switch } from "@/components/ui/switch";
import type { Promo } from "@/db/queries/promos";
import { cn } from "@/lib/utils";
import { PROMO_STATUS_LABEL, PROMO_STATUSES } from "@/lib/rules/promos";
import type { PromoUpdate } from "@/lib/validation/promos";
import { formatMoney } from "@/lib/format";
import { EditPromoDialog } from "./edit-promo-dialog";
import { PROMO_STATUS_BADGE } from "./status-style";

function PromoRow({ promo }: { promo: Promo }) {
  const [pending, startTransition] = useTransition();
  const [shown, applyOptimistic] = useOptimistic(promo, (current, update: PromoUpdate) => ({ ...current, [update.field]: update.value }));

  function change(update: PromoUpdate) {
    startTransition(async () => {
      applyOptimistic(update);
      await runAction(() => changePromo(promo.id, update), "Failed to update promo");
    });
  }

  return (
    <li className="space-y-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="promo-row" aria-busy={pending || undefined}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold wrap-anywhere">{shown.brandName}</h3>
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", PROMO_STATUS_BADGE[shown.status])}>{PROMO_STATUS_LABEL[shown.status]}</span>
          <div className="flex">
            <EditPromoDialog promo={promo} />
            <DeletePromoButton promo={promo} />
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm wrap-anywhere text-muted-foreground">
          {shown.campaignName && <span>{shown.campaignName}</span>}
          <span className="font-medium text-foreground tabular-nums">{shown.rate ? formatMoney(shown.rate) : "No rate yet"}</span>
          {shown.contactEmail && (
            <a href={`mailto:${shown.contactEmail}`} className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline md:min-h-0">
              <Mail aria-hidden className="size-3.5" /> {shown.contactEmail}
            </a>
          )}
        </p>
        {/* As written, line by line; a deliverables folder (Drive, Dropbox) and any other address in it opens. */}
        {shown.deliverables && (
          <p className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">
            <LinkedText text={shown.deliverables} />
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3">
        <SavingSelect aria-label={`Status of ${shown.brandName}`} value={shown.status} onSave={(status) => change({ field: "status", value: status })} className="w-40">
          {PROMO_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROMO_STATUS_LABEL[status]}
            </option>
          ))}
        </SavingSelect>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <Switch checked={shown.contractSigned} onCheckedChange={(value) => change({ field: "contractSigned", value })} aria-label={`Contract signed for ${shown.brandName}`} />
          Contract signed
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <Switch checked={shown.invoiceSent} onCheckedChange={(value) => change({ field: "invoiceSent", value })} aria-label={`Invoice sent for ${shown.brandName}`} />
          Invoice sent
        </label>
      </div>
    </li>
  );
}

function DeletePromoButton({ promo }: { promo: Promo }) {
  // A synced deal's item stays on the monday.com board (deletePromo): the dialog says so.
  const board = promo.mondayItemId ? " Its item on your monday.com board stays: remove it there if you like." : "";
  return (
    <ConfirmDelete
      label={`Delete ${promo.brandName}`}
      title="Delete this deal?"
      description={`${promo.brandName} will be removed from your deals and totals.${board} This cannot be undone.`}
      confirmLabel="Delete deal"
      onConfirm={() => runAndToast(() => deletePromo(promo.id), { failure: "Failed to delete promo", success: () => "Deal deleted" })}
    />
  );
}

export function PromoList({ promos }: { promos: Promo[] }) {
  if (promos.length === 0) {
    return (
      <EmptyState icon={Handshake} text="No deals yet. Add your first brand partnership to track it from pitch to paid.">
        <FocusFieldButton fieldId="promo-brand" label="Add your first deal" />
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Deals">
      {promos.map((promo) => (
        <PromoRow key={promo.id} promo={promo} />
      ))}
    </ul>
  );
}
