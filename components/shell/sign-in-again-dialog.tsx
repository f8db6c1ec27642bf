"use client";

import { useCallback, useState } from "react";
import { toast } from "sonner";
import { signInAction } from "@/app/auth/actions";
import { useSessionEnded } from "@/components/session-ended";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";

/**
 * When a save finds the session ended (signed out in another tab, Sign out everywhere, a password
 * changed on another device), this asks for the password again over the page, so what the creator
 * typed stays there to be saved again. Always as the same creator: the page and its unsaved work
 * are theirs (another account signs in on the sign-in page).
 */
export function SignInAgainDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  useSessionEnded(useCallback(() => setOpen(true), []));
  const { errors, setErrors, pending, onSubmit } = useActionForm(signInAction, {
    failure: "An unexpected error occurred",
    onSuccess: () => {
      setOpen(false);
      toast.success("Signed in again. Save once more to keep your changes.");
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), setErrors({}))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your session ended</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            Sign in again as {email} to carry on. What you typed stays on this page: save it again once you&apos;re signed in.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="Sign in again">
          <fieldset disabled={pending} className="space-y-4">
            {/* For password managers, which fill the password of the account named here. */}
            <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
            <TextField id="sign-in-again-password" name="password" type="password" label="Password" autoComplete="current-password" required errors={errors.password} />
            <DialogFormFooter pending={pending} submitLabel="Sign In" pendingLabel="Signing in..." />
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
