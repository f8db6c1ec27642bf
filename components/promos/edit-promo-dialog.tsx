"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { editPromo } from "@/app/(app)/promos/actions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/use-action-form";
import type { Promo } from "@/db/queries/promos";

export function EditPromoDialog({ promo }: { promo: Promo }) {
  const [open, setOpen] = useState(false);
  const { errors, setErrors, pending, onSubmit } = useActionForm((formData) => editPromo(promo.id, formData), {
    failure: "Failed to update promo",
    onSuccess: () => {
      setOpen(false);
      toast.success("Deal updated");
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), setErrors({}))}>
      <Button variant="ghost" size="icon" aria-label={`Edit ${promo.brandName}`} onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit deal</DialogTitle>
          <DialogDescription>Empty fields are saved as not known yet.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="Edit deal">
          <fieldset disabled={pending} className="space-y-4">
            <TextField id={`edit-${promo.id}-brand`} name="brandName" label="Brand name" maxLength={120} defaultValue={promo.brandName} errors={errors.brandName} />
            <TextField id={`edit-${promo.id}-campaign`} name="campaignName" label="Campaign" defaultValue={promo.campaignName ?? ""} errors={errors.campaignName} />
            <TextField id={`edit-${promo.id}-rate`} name="rate" label="Rate in $" inputMode="decimal" defaultValue={promo.rate ?? ""} errors={errors.rate} />
            <TextField id={`edit-${promo.id}-email`} name="contactEmail" type="email" label="Contact email" defaultValue={promo.contactEmail ?? ""} errors={errors.contactEmail} />
            <Field id={`edit-${promo.id}-deliverables`} label="Deliverables" errors={errors.deliverables}>
              {(control) => <Textarea {...control} name="deliverables" rows={2} defaultValue={promo.deliverables ?? ""} />}
            </Field>
            <DialogFormFooter pending={pending} submitLabel="Save changes" />
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
