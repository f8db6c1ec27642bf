"use client";

import { Plus } from "lucide-react";
import { toast } from "@/components/toast";
import { addSystem } from "@/app/(app)/systems/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { firstField, useActionForm } from "@/components/use-action-form";
import { SystemFields } from "./system-fields";

export function AddSystemForm() {
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(addSystem, {
    failure: "Failed to add system",
    onSuccess: (_, form) => {
      form.reset();
      settleUnsaved();
      toast.success("System added");
    },
    focusOnSuccess: firstField,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Add System</CardTitle>
        <CardDescription>The automations, SOPs and routines that keep the channel running.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Add system">
          <fieldset disabled={pending} className="space-y-4">
            <SystemFields idPrefix="system" errors={errors} />
            <Button type="submit" className="w-full">
              <Plus aria-hidden /> {pending ? "Adding..." : "Add System"}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
