"use client";

import { Plus } from "lucide-react";
import { toast } from "@/components/toast";
import { addPromo } from "@/app/(app)/promos/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { firstField, useActionForm } from "@/components/use-action-form";
import { PromoFields } from "./promo-fields";

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
            <PromoFields idPrefix="promo" errors={errors} />
            <Button type="submit" className="w-full">
              <Plus aria-hidden /> {pending ? "Adding..." : "Add Deal"}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
