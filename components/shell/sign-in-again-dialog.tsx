"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/toast";
import { signInAction } from "@/app/auth/actions";
import { useSessionEnded } from "@/components/session-ended";
import { announceSignIn, nextSignInReason, type SignedInAccount, type SignInReason, useSignedInAccount } from "@/components/signed-in-account";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";

/**
 * Asks for the page's creator's password again over the page, so what they typed stays there:
 * - when a save finds the session ended (signed out in another tab, Sign out everywhere, a
 *   password changed on another device);
 * - when another tab of this browser signed in as another account (checked when this tab is
 *   shown, gets focus or hears of a sign-in: components/signed-in-account.ts). Saves would then
 *   reach that account under this page's figures, so the dialog can't be closed (an alert
 *   dialog): sign in as this page's creator again, or load the other account's pages.
 * Always as the same creator: the page and its unsaved work are theirs. When this creator turns
 * out to be signed in again (from another tab), the dialog goes by itself.
 */
export function SignInAgainDialog({ userId, email }: { userId: string; email: string }) {
  const [reason, setReason] = useState<SignInReason | null>(null);
  useSessionEnded(useCallback(() => setReason({ kind: "ended" }), []));
  // What is asked now, for the account check's answers, which come outside of rendering.
  const asked = useRef(reason);
  useEffect(() => {
    asked.current = reason;
  }, [reason]);
  useSignedInAccount(
    useCallback(
      (account: SignedInAccount) => {
        const next = nextSignInReason(asked.current, account, userId);
        if (asked.current && !next) toast.success("Signed in again. Try that once more.");
        setReason(next);
      },
      [userId],
    ),
  );
  const open = reason !== null;
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
      announceSignIn();
      toast.success(reason?.kind === "other-account" ? `Signed in as ${email} again.` : "Signed in again. Try that once more.");
      setReason(null);
    },
  });
  const otherAccount = reason?.kind === "other-account" ? reason.email : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || otherAccount) return;
        setReason(null);
        setErrors({});
      }}
    >
      <DialogContent onCloseAutoFocus={giveFocusBack} showCloseButton={!otherAccount} role={otherAccount ? "alertdialog" : "dialog"}>
        <DialogHeader>
          <DialogTitle>{otherAccount ? "Signed in as someone else" : "Your session ended"}</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {otherAccount
              ? `Another tab signed in as ${otherAccount}. Sign in as ${email} again to save on this page, or switch this tab to that account (what you typed here is left behind).`
              : `Sign in again as ${email} to carry on. What you typed stays on this page: save it again once you're signed in.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="Sign in again">
          <fieldset disabled={pending} className="space-y-4">
            {/* For password managers, which fill the password of the account named here. */}
            <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
            <TextField id="sign-in-again-password" name="password" type="password" label="Password" autoComplete="current-password" required errors={errors.password} />
            {!otherAccount && (
              <p className="text-sm wrap-anywhere text-muted-foreground">
                Not {email}?{" "}
                <a href="/auth" className="text-primary underline underline-offset-2 hover:no-underline">
                  Sign in as someone else
                </a>{" "}
                (this page and what you typed are left behind).
              </p>
            )}
            <DialogFormFooter
              pending={pending}
              submitLabel="Sign In"
              pendingLabel="Signing in..."
              // A reload shows this page as the account the browser is signed in as now.
              instead={otherAccount ? { label: "Switch to that account", onClick: () => window.location.reload() } : undefined}
            />
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
