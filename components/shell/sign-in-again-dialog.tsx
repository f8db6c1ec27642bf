"use client";

import { useCallback, useEffect, useRef, useState } from "react";
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
 * are theirs; another account signs in on the sign-in page, which the dialog links to.
 */
export function SignInAgainDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  useSessionEnded(useCallback(() => setOpen(true), []));
  // The control last used before this opened (a form's submit button, say). Its form was disabled
  // while the save ran, so focus was already on <body> when this opened: Radix and keep-focus.ts
  // would give it back there, and a keyboard user would Tab again from the top of the page.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, [open]);
  const giveFocusBack = (event: Event) => {
    const control = lastFocused.current;
    if (!control?.isConnected) return;
    event.preventDefault();
    control.focus();
  };
  const { errors, setErrors, pending, onSubmit } = useActionForm(signInAction, {
    failure: "An unexpected error occurred",
    onSuccess: () => {
      setOpen(false);
      toast.success("Signed in again. Try that once more.");
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <DialogContent onCloseAutoFocus={giveFocusBack}>
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
            <p className="text-sm wrap-anywhere text-muted-foreground">
              Not {email}?{" "}
              <a href="/auth" className="text-primary underline underline-offset-2 hover:no-underline">
                Sign in as someone else
              </a>{" "}
              (this page and what you typed are left behind).
            </p>
            <DialogFormFooter pending={pending} submitLabel="Sign In" pendingLabel="Signing in..." />
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
