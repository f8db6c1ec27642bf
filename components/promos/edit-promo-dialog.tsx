"use client";

import { editPromo } from "@/app/(app)/promos/actions";
import { EditDialog } from "@/components/edit-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { Promo } from "@/db/queries/promos";
import { PromoFields } from "./promo-fields";

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
          <PromoFields idPrefix={`edit-${promo.id}`} promo={promo} errors={errors} />
          {/* Not among the add form's fields: what a deal delivers is known once it is agreed. */}
          <Field id={`edit-${promo.id}-deliverables`} label="Deliverables (optional)" errors={errors.deliverables}>
            {(control) => <Textarea {...control} name="deliverables" rows={2} defaultValue={promo.deliverables ?? ""} />}
          </Field>
        </>
      )}
    </EditDialog>
  );
}
