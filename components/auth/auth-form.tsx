"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { signInAction, signUpAction } from "@/app/auth/actions";
import { AUTH_NOTICES, type AuthNotice } from "@/components/auth/auth-notices";
import { clearPrivateCaches } from "@/components/install/clear-private-caches";
import { useKeepFocus } from "@/components/keep-focus";
import { announceSignIn } from "@/components/signed-in-account";
import { Button } from "@/components/ui/button";
import { AuthCard } from "@/components/auth/auth-card";
import { useHydrated } from "@/components/use-hydrated";
import { CardContent, CardFooter } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { firstFieldInError } from "@/components/use-action-form";
import type { FieldErrors } from "@/lib/action";
import { PASSWORD_MIN_LENGTH } from "@/lib/rules/password";

type Mode = "sign-in" | "sign-up";

const COPY: Record<Mode, { title: string; subtitle: string; submit: string; toggle: string }> = {
  "sign-in": {
    title: "Welcome Back",
    subtitle: "Sign in to your account to continue",
    submit: "Sign In",
    toggle: "Don't have an account? Sign up",
  },
  "sign-up": {
    title: "Create Account",
    subtitle: "Sign up to start tracking your progress",
    submit: "Sign Up",
    toggle: "Already have an account? Sign in",
  },
};

// Every error toast of this form has this id: a new error replaces the last, and success
// dismisses it, so "Invalid email or password" never stays beside "Signed in successfully!".
const AUTH_ERROR_TOAST = "auth-error";

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
}

export function AuthForm({ notice }: { notice?: AuthNotice }) {
  const router = useRouter();

  // Nobody is signed in here: the pages kept for offline reading belong to whoever was.
  useEffect(() => {
    void clearPrivateCaches();
  }, []);

  useEffect(() => {
    if (!notice) return;
    // An ended session is news, not a success: neutral, where the others confirm what was done.
    const show = notice === "session-ended" ? toast.info : toast.success;
    show(AUTH_NOTICES[notice], { id: notice });
    window.history.replaceState(null, "", "/auth");
  }, [notice]);

  const [mode, setMode] = useState<Mode>("sign-in");
  const [displayName, setDisplayName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const keepFocus = useKeepFocus(pending);
  const hydrated = useHydrated();
  const copy = COPY[mode];

  function switchMode(next: Mode) {
    setMode(next);
    setFieldErrors({});
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    // The form is disabled while it runs, which drops focus. It comes back to the first field in
    // the wrong, else to the password: to type again after a refusal, or, once the account is
    // made, to sign in with.
    const passwordField = form.elements.namedItem("password") as HTMLElement | null;
    const refused = (fieldErrors: FieldErrors) => keepFocus(firstFieldInError(form, fieldErrors) ?? passwordField);
    keepFocus();
    startTransition(async () => {
      try {
        if (mode === "sign-up") {
          formData.set("timeZone", browserTimeZone());
          const result = await signUpAction(formData);
          setFieldErrors(result.ok ? {} : (result.fieldErrors ?? {}));
          if (!result.ok) {
            if (result.error) toast.error(result.error, { id: AUTH_ERROR_TOAST });
            refused(result.fieldErrors ?? {});
            return;
          }
          toast.dismiss(AUTH_ERROR_TOAST);
          toast.success("Account created! You can now sign in.");
          setPassword("");
          switchMode("sign-in");
          keepFocus(passwordField);
          return;
        }
        const result = await signInAction(formData);
        setFieldErrors(result.ok ? {} : (result.fieldErrors ?? {}));
        if (!result.ok) {
          if (result.error) toast.error(result.error, { id: AUTH_ERROR_TOAST });
          refused(result.fieldErrors ?? {});
          return;
        }
        toast.dismiss(AUTH_ERROR_TOAST);
        announceSignIn();
        toast.success("Signed in successfully!");
        // The Command Center is rendered per request, so one navigation fetches it fresh; a refresh
        // on top fetched it twice, and the auth page's links again, before it showed.
        router.replace("/");
      } catch {
        toast.error("An unexpected error occurred", { id: AUTH_ERROR_TOAST });
      }
    });
  }

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      <form onSubmit={submit} aria-labelledby="auth-title">
        <CardContent>
          <fieldset disabled={pending} className="space-y-4">
            {mode === "sign-up" && (
              <TextField
                id="displayName"
                name="displayName"
                label="Display Name"
                autoComplete="nickname"
                required
                maxLength={80}
                value={displayName}
                onChange={(event) => setDisplayName(event.target.value)}
                errors={fieldErrors.displayName}
              />
            )}
            <TextField
              id="email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              errors={fieldErrors.email}
            />
            <TextField
              id="password"
              name="password"
              type="password"
              label="Password"
              autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
              required
              minLength={PASSWORD_MIN_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              errors={fieldErrors.password}
            />
          </fieldset>
        </CardContent>
        <CardFooter className="mt-6 flex-col gap-3">
          <Button type="submit" className="w-full" disabled={pending || !hydrated}>
            {pending && <Spinner className="size-4 text-primary-foreground" label="Please wait" />}
            {copy.submit}
          </Button>
          <Button
            type="button"
            variant="link"
            disabled={pending}
            onClick={() => switchMode(mode === "sign-in" ? "sign-up" : "sign-in")}
          >
            {copy.toggle}
          </Button>
          {mode === "sign-in" && (
            <Link href="/auth/forgot" className="inline-flex min-h-11 items-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline md:min-h-0">
              Forgot password?
            </Link>
          )}
        </CardFooter>
      </form>
    </AuthCard>
  );
}
