"use client";

import { Mail } from "lucide-react";
import { toast } from "@/components/toast";
import { saveCreatorEmail } from "@/app/(app)/content/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";
import type { WebhookPanelData } from "@/db/queries/webhooks";
import { AutomationSettings } from "./automation-settings";
import { WebhookPanel } from "./webhook-panel";

export function SocialSettings({ creatorEmail, webhook }: { creatorEmail: string; webhook: WebhookPanelData }) {
  const { errors, pending, onSubmit } = useActionForm(saveCreatorEmail, {
    failure: "Failed to save your email",
    onSuccess: () => toast.success("Email saved"),
  });

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Mail aria-hidden className="size-4 text-primary" /> Creator email
          </CardTitle>
          <CardDescription>Calendar invites for your planned posts go here. Saved with your profile, on every device.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate aria-label="Creator email" className="space-y-3">
            <fieldset disabled={pending} className="space-y-3">
              <TextField id="creator-email" name="creatorEmail" type="email" label="Email" defaultValue={creatorEmail} errors={errors.creatorEmail} />
              <Button type="submit">{pending ? "Saving..." : "Save email"}</Button>
            </fieldset>
          </form>
        </CardContent>
      </Card>
      <AutomationSettings automationUrl={webhook.automationUrl} />
      <div className="lg:col-span-2">
        <WebhookPanel userId={webhook.userId} token={webhook.token} deliveries={webhook.deliveries} />
      </div>
    </div>
  );
}
