"use client";

import { Download, KeyRound, LogOut, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast";
import { changePassword, deleteMyAccount, signOutEverywhere } from "@/app/(app)/xp/account-actions";
import { runAction } from "@/components/run-and-toast";
import { leaveToAuth } from "@/components/shell/leave-to-auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-delete";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";
import { PASSWORD_MIN_LENGTH } from "@/lib/rules/password";

export function AccountCard() {
  return (
    <Card className="gap-4" data-testid="account-card">
      <CardHeader>
        <CardTitle className="text-base">Account and data</CardTitle>
        <CardDescription>Your password, your sessions, and everything you&apos;ve stored here.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ChangePasswordForm />
        <section aria-labelledby="sessions" className="space-y-3 border-t pt-4">
          <h3 id="sessions" className="text-sm font-semibold">
            Sessions
          </h3>
          <p className="text-sm text-muted-foreground">Signed in on a device you no longer use? End every session at once.</p>
          <SignOutEverywhereButton />
        </section>
        <section aria-labelledby="your-data" className="space-y-3 border-t pt-4">
          <h3 id="your-data" className="text-sm font-semibold">
            Your data
          </h3>
          <p className="text-sm text-muted-foreground">
            One JSON file with every task, content item, deal, log and XP event you own.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href="/api/account/export" download>
                <Download aria-hidden /> Download my data
              </a>
            </Button>
            <DeleteAccountDialog />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

function ChangePasswordForm() {
  const { errors, pending, onSubmit } = useActionForm(changePassword, {
    failure: "Failed to change password",
    onSuccess: ({ signedIn }, form) => {
      form.reset();
      if (signedIn) toast.success("Password changed", { description: "Every other device has been signed out." });
      else void leaveToAuth("password-changed");
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="space-y-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound aria-hidden className="size-4 text-primary" /> Change password
      </h3>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <TextField id="current-password" name="currentPassword" type="password" autoComplete="current-password" label="Current password" errors={errors.currentPassword} />
        <TextField
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          label="New password"
          errors={errors.newPassword}
        />
        <div className="sm:col-span-2">
          <Button type="submit">{pending ? "Changing..." : "Change password"}</Button>
        </div>
      </fieldset>
    </form>
  );
}

function SignOutEverywhereButton() {
  return (
    <ConfirmAction
      title="Sign out everywhere?"
      description="Every device signed in to your account, this one included, is signed out at its next step."
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out..."
      onConfirm={async () => {
        if (!(await runAction(signOutEverywhere, "Failed to sign out everywhere"))) return false;
        await leaveToAuth("signed-out");
        return true;
      }}
      trigger={(open) => (
        <Button variant="outline" onClick={open}>
          <LogOut aria-hidden /> Sign out everywhere
        </Button>
      )}
    />
  );
}

function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const { errors, setErrors, pending, onSubmit } = useActionForm(deleteMyAccount, {
    failure: "Failed to delete the account",
    onSuccess: () => void leaveToAuth("deleted"),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors({});
      }}
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden /> Delete account
      </Button>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account and everything in it (tasks, content, deals, logs, XP and badges) are deleted for good. Download
              your data first if you want to keep it.
            </DialogDescription>
          </DialogHeader>
          <fieldset disabled={pending}>
            <TextField id="delete-password" name="password" type="password" autoComplete="current-password" label="Password" errors={errors.password} />
          </fieldset>
          <DialogFormFooter pending={pending} submitLabel="Delete account" pendingLabel="Deleting..." destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
