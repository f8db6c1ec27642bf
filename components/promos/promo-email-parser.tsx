"use client";

import { MailOpen } from "lucide-react";
import { toast } from "@/components/toast";
import { parsePromoEmail } from "@/app/(app)/promos/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/use-action-form";

/** Paste a brand's email; the deal is created from it (by AI, or by rules when AI is not configured). */
export function PromoEmailParser({ aiConfigured }: { aiConfigured: boolean }) {
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(parsePromoEmail, {
    failure: "Failed to parse promo email",
    onSuccess: ({ brandName, usedAi, alreadyAdded }, form) => {
      form.reset();
      settleUnsaved();
      if (alreadyAdded) {
        toast.info(`This email's deal is already on your list: ${brandName}`);
        return;
      }
      toast.success(`Deal from ${brandName} added`, {
        description: usedAi ? "Check the details and edit anything the email left out." : "Read by rules (sender and amount); AI is not configured for the rest.",
      });
    },
  });

  return (
    <Card className="gap-4" data-testid="email-parser">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MailOpen aria-hidden className="size-4 text-primary" /> Promo email parser
        </CardTitle>
        <CardDescription>
          {aiConfigured
            ? "Paste a brand's email: the brand, campaign, rate, contact and deliverables become a deal."
            : "AI is not configured (set OPENAI_API_KEY): rules read the sender and an amount; you fill in the rest."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Parse promo email">
          <fieldset disabled={pending} className="space-y-3">
            <TextField id="promo-email-subject" name="emailSubject" label="Subject" maxLength={500} errors={errors.emailSubject} />
            <Field id="promo-email-body" label="Email body" errors={errors.emailBody}>
              {(control) => <Textarea {...control} name="emailBody" rows={5} maxLength={20000} placeholder="Paste the whole email, signature included" />}
            </Field>
            <Button type="submit" variant="secondary" className="w-full">
              {pending ? "Reading the email..." : "Create deal from email"}
            </Button>
          </fieldset>
        </form>
        <p className="mt-3 text-sm text-muted-foreground">Or have brand emails forwarded to your promo email webhook: each becomes a deal on its own.</p>
        <IntentLink href="/content?tab=settings" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-0">
          Find its address in Social Settings
        </IntentLink>
      </CardContent>
    </Card>
  );
}
