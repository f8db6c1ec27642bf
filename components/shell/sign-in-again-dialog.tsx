"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { signInAction } from "@/app/auth/actions";
import { useSessionEnded } from "@/components/session-ended";
import { announceSignIn, type SignedInAccount, useSignedInAccount } from "@/components/signed-in-account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";

/** Why the page's creator must sign in again: their session ended, or the browser is now another account's. */
type Reason = { kind: "ended" } | { kind: "other-account"; email: string };

/**
 * Asks for the page's creator's password again over the page, so what they typed stays there:
 * - when a save finds the session ended (signed out in another tab, Sign out everywhere, a
 *   password changed on another device);
 * - when another tab of this browser signed in as another account. Saves would then reach that
 *   account under this page's figures, so the dialog can't be closed: sign in as this page's
 *   creator again, or load the other account's pages.
 * Always as the same creator: the page and its unsaved work are theirs.
 */
export function SignInAgainDialog({ userId, email }: { userId: string; email: string }) {
  const [reason, setReason] = useState<Reason | null>(null);
  useSessionEnded(useCallback(() => setReason({ kind: "ended" }), []));
  useSignedInAccount(
    useCallback(
      (account: SignedInAccount) =>
        setReason((current) => {
          if (account && account.id !== userId) return { kind: "other-account", email: account.email };
          if (current?.kind !== "other-account") return current;
          // The other tab went back to this creator, or signed out: only an ended session is left.
          return account ? null : { kind: "ended" };
        }),
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
      <DialogContent onCloseAutoFocus={giveFocusBack} showCloseButton={!otherAccount}>
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
            {otherAccount ? (
              <DialogFooter>
                {/* A reload shows this page as the account the browser is signed in as now. */}
                <Button type="button" variant="outline" onClick={() => window.location.reload()}>
                  Switch to that account
                </Button>
                <Button type="submit">{pending ? "Signing in..." : "Sign In"}</Button>
              </DialogFooter>
            ) : (
              <>
                <p className="text-sm wrap-anywhere text-muted-foreground">
                  Not {email}?{" "}
                  <a href="/auth" className="text-primary underline underline-offset-2 hover:no-underline">
                    Sign in as someone else
                  </a>{" "}
                  (this page and what you typed are left behind).
                </p>
                <DialogFormFooter pending={pending} submitLabel="Sign In" pendingLabel="Signing in..." />
              </>
            )}
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
