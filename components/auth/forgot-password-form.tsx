"use client";

import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { requestPasswordReset } from "@/app/auth/actions";
import { AuthCard } from "@/components/auth/auth-card";
import { useHydrated } from "@/components/use-hydrated";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";

/** Without email on this server the form would only fail: the page says so before anyone types. */
export function ForgotPasswordForm({ canSendEmail }: { canSendEmail: boolean }) {
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const { errors, pending, onSubmit } = useActionForm(requestPasswordReset, {
    failure: "Couldn't send the email. Try again in a few minutes.",
    onSuccess: ({ message }) => setSent(message),
  });

  return (
    <AuthCard title="Reset your password" subtitle="We'll email you a link to choose a new one.">
      {!canSendEmail ? (
        <CardContent className="space-y-4">
          <p role="status" className="text-sm">
            This server can&apos;t send email yet, so it can&apos;t send you a reset link.
          </p>
          <p className="text-sm text-muted-foreground">
            If you run Creator Quest yourself, set <code>SMTP_URL</code> (see the README) and restart it; then ask for the link here.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/auth">Back to sign in</Link>
          </Button>
        </CardContent>
      ) : sent ? (
        <CardContent className="space-y-4 text-center">
          <MailCheck aria-hidden className="mx-auto size-10 text-success" />
          <p role="status" className="text-sm">
            {sent}
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/auth">Back to sign in</Link>
          </Button>
        </CardContent>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
          <CardContent>
            <fieldset disabled={pending}>
              <TextField id="email" name="email" type="email" label="Email" autoComplete="email" required errors={errors.email} />
            </fieldset>
          </CardContent>
          <CardFooter className="mt-6 flex-col gap-3">
            <Button type="submit" className="w-full" disabled={pending || !hydrated}>
              {pending ? "Sending..." : "Send reset link"}
            </Button>
            <Button asChild variant="link">
              <Link href="/auth">Back to sign in</Link>
            </Button>
          </CardFooter>
        </form>
      )}
    </AuthCard>
  );
}
