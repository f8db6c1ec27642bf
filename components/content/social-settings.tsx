"use client";

import { Mail } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { saveCreatorEmail } from "@/app/(app)/content/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/action";
import { WebhookSlot } from "./webhook-slot";

export function SocialSettings({ creatorEmail }: { creatorEmail: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      try {
        const result = await saveCreatorEmail(formData);
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {});
          const message = result.fieldErrors?.creatorEmail?.[0] ?? result.error;
          if (message) toast.error(message);
          return;
        }
        setErrors({});
        toast.success("Email saved");
      } catch {
        toast.error("Failed to save your email");
      }
    });
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Mail aria-hidden className="size-4 text-primary" /> Creator email
          </CardTitle>
          <CardDescription>Calendar invites for your planned posts go here. Saved with your profile, on every device.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate aria-label="Creator email" className="space-y-3">
            <fieldset disabled={pending} className="space-y-3">
              <TextField id="creator-email" name="creatorEmail" type="email" label="Email" defaultValue={creatorEmail} errors={errors.creatorEmail} />
              <Button type="submit">{pending ? "Saving..." : "Save email"}</Button>
            </fieldset>
          </form>
        </CardContent>
      </Card>
      <WebhookSlot />
    </div>
  );
}
