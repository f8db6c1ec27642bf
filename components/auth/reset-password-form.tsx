"use client";

import Link from "next/link";
import { resetPassword } from "@/app/auth/actions";
import { AuthCard } from "@/components/auth/auth-card";
import { useHydrated } from "@/components/use-hydrated";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";
import { PASSWORD_MIN_LENGTH } from "@/lib/rules/password";

export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const { errors, pending, onSubmit } = useActionForm(resetPassword, {
    failure: "An unexpected error occurred",
    // A full page load: every session ended, and the sign-in page says what happened.
    onSuccess: () => window.location.replace("/auth?password-reset=1"),
  });

  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      <form onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
        <input type="hidden" name="token" value={token} />
        <CardContent>
          <fieldset disabled={pending}>
            <TextField
              id="new-password"
              name="newPassword"
              type="password"
              label="New password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              errors={errors.newPassword}
            />
          </fieldset>
        </CardContent>
        <CardFooter className="mt-6 flex-col gap-3">
          <Button type="submit" className="w-full" disabled={pending || !hydrated}>
            {pending ? "Saving..." : "Set new password"}
          </Button>
          <Button asChild variant="link">
            <Link href="/auth/forgot">Ask for a new link</Link>
          </Button>
        </CardFooter>
      </form>
    </AuthCard>
  );
}
