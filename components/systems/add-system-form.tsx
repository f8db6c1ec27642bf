"use client";

import { Plus } from "lucide-react";
import { toast } from "sonner";
import { addSystem } from "@/app/(app)/systems/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { firstField, useActionForm } from "@/components/use-action-form";
import { OPS_TYPE_LABEL, OPS_TYPES } from "@/lib/rules/systems";

const hasName = (formData: FormData) => String(formData.get("systemName") ?? "").trim() !== "";

export function AddSystemForm() {
  const { errors, pending, onSubmit } = useActionForm(addSystem, {
    failure: "Failed to add system",
    // The spec: a blank name does nothing.
    accept: hasName,
    onSuccess: (_, form) => {
      form.reset();
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
        <form onSubmit={onSubmit} noValidate aria-label="Add system">
          <fieldset disabled={pending} className="space-y-4">
            <TextField id="system-name" name="systemName" label="Name" maxLength={120} placeholder="e.g. Auto-post to all platforms" errors={errors.systemName} />
            <Field id="system-type" label="Type" errors={errors.type}>
              {(control) => (
                <NativeSelect {...control} name="type" defaultValue="automation">
                  {OPS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {OPS_TYPE_LABEL[type]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="system-impact" label="Impact (1–5)" errors={errors.impactScore}>
              {(control) => (
                <NativeSelect {...control} name="impactScore" defaultValue="3">
                  {[1, 2, 3, 4, 5].map((impact) => (
                    <option key={impact} value={impact}>
                      {impact}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="system-notes" label="Notes (optional)" errors={errors.notes}>
              {(control) => <Textarea {...control} name="notes" rows={3} />}
            </Field>
            <Button type="submit" className="w-full">
              <Plus aria-hidden /> {pending ? "Adding..." : "Add System"}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
