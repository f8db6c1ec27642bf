"use client";

import { editPromo } from "@/app/(app)/promos/actions";
import { EditDialog } from "@/components/edit-dialog";
import { Field, TextField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { Promo } from "@/db/queries/promos";

export function EditPromoDialog({ promo }: { promo: Promo }) {
  return (
    <EditDialog
      triggerLabel={`Edit ${promo.brandName}`}
      title="Edit deal"
      description="Empty fields are saved as not known yet."
      row={promo}
      action={(shown, formData) => editPromo(promo.id, shown, formData)}
      failure="Failed to update promo"
      success="Deal updated"
    >
      {(errors) => (
        <>
          <TextField id={`edit-${promo.id}-brand`} name="brandName" label="Brand name" maxLength={120} defaultValue={promo.brandName} errors={errors.brandName} />
          <TextField id={`edit-${promo.id}-campaign`} name="campaignName" label="Campaign" defaultValue={promo.campaignName ?? ""} errors={errors.campaignName} />
          <TextField id={`edit-${promo.id}-rate`} name="rate" label="Rate in $" inputMode="decimal" defaultValue={promo.rate ?? ""} errors={errors.rate} />
          <TextField id={`edit-${promo.id}-email`} name="contactEmail" type="email" label="Contact email" defaultValue={promo.contactEmail ?? ""} errors={errors.contactEmail} />
          <Field id={`edit-${promo.id}-deliverables`} label="Deliverables" errors={errors.deliverables}>
            {(control) => <Textarea {...control} name="deliverables" rows={2} defaultValue={promo.deliverables ?? ""} />}
          </Field>
        </>
      )}
    </EditDialog>
  );
}
