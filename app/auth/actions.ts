"use server";

import { headers } from "next/headers";
import { registerAccount, signInPause } from "@/lib/accounts";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { signIn, signOut } from "@/lib/auth";
import { isWrongPassword } from "@/lib/auth.config";
import { env } from "@/lib/env";
import { mailConfigured } from "@/lib/integrations/mail";
import { completePasswordReset, sendPasswordResetLink } from "@/lib/password-reset";
import { emailedLinkOrigin } from "@/lib/rules/emailed-link-origin";
import { clientAddress, hitLimit, LIMITS, waitMessage } from "@/lib/rate-limit";
import { endThisSession } from "@/lib/session";
import { forgotPasswordInput, resetPasswordInput, signInInput, signUpInput } from "@/lib/validation/auth";

// The spec's error catalogue (section 8, Auth).
const INVALID_CREDENTIALS = "Invalid email or password";
const ALREADY_REGISTERED = "This email is already registered. Please sign in instead.";
const UNEXPECTED = "An unexpected error occurred";

const tooMany = (what: string, blocked: { retryAfterSeconds: number }) => `Too many ${what}. ${waitMessage(blocked.retryAfterSeconds)}`;

export async function signInAction(formData: FormData): Promise<ActionResult> {
  const input = signInInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  // Failures are counted in authorize (lib/accounts.ts); here the pause gets its clear message.
  const pause = await signInPause(input.data.email, await clientAddress());
  if (!pause.ok) return { ok: false, error: tooMany("sign-in attempts", pause) };
  try {
    await signIn("credentials", { ...input.data, redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    if (isWrongPassword(error)) {
      return { ok: false, error: INVALID_CREDENTIALS };
    }
    console.error("Sign-in failed", error);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function signUpAction(formData: FormData): Promise<ActionResult> {
  const input = signUpInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  const allowed = await hitLimit(LIMITS.signUpPerAddress(), await clientAddress());
  if (!allowed.ok) return { ok: false, error: tooMany("sign-ups from this network", allowed) };
  try {
    const result = await registerAccount(input.data);
    if (!result.ok) return { ok: false, error: ALREADY_REGISTERED };
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("Sign-up failed", error);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function signOutAction(): Promise<ActionResult> {
  try {
    await endThisSession();
    await signOut({ redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("Sign-out failed", error);
    return { ok: false, error: "Failed to sign out" };
  }
}

const RESET_LINK_SENT = "If an account exists for that email, a reset link is on its way. It works once, for an hour.";

/** Sends a reset link. The answer is the same whether or not the email has an account. */
export async function requestPasswordReset(formData: FormData): Promise<ActionResult<{ message: string }>> {
  const input = forgotPasswordInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  if (!mailConfigured()) {
    return { ok: false, error: "Password reset by email isn't set up on this server (it needs SMTP_URL). Ask whoever runs it." };
  }
  const origin = emailedLinkOrigin(env.APP_URL, (await headers()).get("host"));
  if (!origin) {
    return { ok: false, error: "Password reset by email needs this server's public address (APP_URL) to be set. Ask whoever runs it." };
  }
  const limits = await Promise.all([
    hitLimit(LIMITS.passwordResetPerEmail, input.data.email),
    hitLimit(LIMITS.passwordResetPerAddress, await clientAddress()),
  ]);
  const blocked = limits.find((limit) => !limit.ok);
  if (blocked && !blocked.ok) return { ok: false, error: tooMany("reset requests", blocked) };
  try {
    await sendPasswordResetLink(input.data.email, origin);
    return { ok: true, data: { message: RESET_LINK_SENT } };
  } catch (error) {
    console.error("Password reset email failed", error);
    return { ok: false, error: "Couldn't send the email. Try again in a few minutes." };
  }
}

export async function resetPassword(formData: FormData): Promise<ActionResult> {
  const input = resetPasswordInput.safeParse(formObject(formData));
  if (!input.success) {
    const tokenProblem = input.error.issues.find((issue) => issue.path[0] === "token");
    if (tokenProblem) return { ok: false, error: tokenProblem.message };
    return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  }
  try {
    const user = await completePasswordReset(input.data.token, input.data.newPassword);
    if (!user) return { ok: false, error: "This reset link has expired or was already used. Ask for a new one." };
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("Password reset failed", error);
    return { ok: false, error: UNEXPECTED };
  }
}
