"use client";

import { Plus } from "lucide-react";
import { toast } from "sonner";
import { addPromo } from "@/app/(app)/promos/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { firstField, useActionForm } from "@/components/use-action-form";

export function AddPromoForm() {
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(addPromo, {
    failure: "Failed to add promo",
    onSuccess: (_, form) => {
      form.reset();
      settleUnsaved();
      toast.success("Deal added");
    },
    // Ready for the next deal, as the other add forms are.
    focusOnSuccess: firstField,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Add Deal</CardTitle>
        <CardDescription>Only the brand is required; fill in the rest as the deal takes shape.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Add deal">
          <fieldset disabled={pending} className="space-y-4">
            <TextField id="promo-brand" name="brandName" label="Brand name" maxLength={120} errors={errors.brandName} />
            <TextField id="promo-campaign" name="campaignName" label="Campaign (optional)" maxLength={200} errors={errors.campaignName} />
            <TextField id="promo-rate" name="rate" label="Rate in $ (optional)" inputMode="decimal" placeholder="1500.00" errors={errors.rate} />
            <TextField id="promo-email" name="contactEmail" type="email" label="Contact email (optional)" errors={errors.contactEmail} />
            <Button type="submit" className="w-full">
              <Plus aria-hidden /> {pending ? "Adding..." : "Add Deal"}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
