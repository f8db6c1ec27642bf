"use client";

import { Zap } from "lucide-react";
import { toast } from "@/components/toast";
import { saveAutomationUrl } from "@/app/(app)/content/integration-actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";

/** Where Trigger post sends an item: the creator's own Zapier or Make catch hook. */
export function AutomationSettings({ automationUrl }: { automationUrl: string | null }) {
  const { errors, pending, onSubmit } = useActionForm(saveAutomationUrl, {
    failure: "Failed to save the automation address",
    onSuccess: () => toast.success("Automation address saved"),
  });
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Zap aria-hidden className="size-4 text-primary" /> Trigger post
        </CardTitle>
        <CardDescription>
          Paste a Zapier or Make catch-hook address. Trigger post sends the item there as JSON, signed with your webhook secret
          (header <code>X-CreatorQuest-Signature</code>: HMAC-SHA256 of the timestamp, a dot and the body).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Automation address" className="space-y-3">
          <fieldset disabled={pending} className="space-y-3">
            <TextField
              id="automation-url"
              name="automationUrl"
              type="url"
              label="Automation address"
              placeholder="https://hooks.zapier.com/hooks/catch/…"
              defaultValue={automationUrl ?? ""}
              errors={errors.automationUrl}
            />
            <Button type="submit">{pending ? "Saving..." : "Save address"}</Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
