"use server";

import { AuthError } from "next-auth";
import { registerAccount } from "@/lib/accounts";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { signIn, signOut } from "@/lib/auth";
import { checkLimit, clientAddress, hitLimit, LIMITS, waitMessage } from "@/lib/rate-limit";
import { signInInput, signUpInput } from "@/lib/validation/auth";

// The spec's error catalogue (section 8, Auth).
const INVALID_CREDENTIALS = "Invalid email or password";
const ALREADY_REGISTERED = "This email is already registered. Please sign in instead.";
const UNEXPECTED = "An unexpected error occurred";

const tooMany = (what: string, blocked: { retryAfterSeconds: number }) => `Too many ${what}. ${waitMessage(blocked.retryAfterSeconds)}`;

export async function signInAction(formData: FormData): Promise<ActionResult> {
  const input = signInInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  // Failed attempts are counted per email and per address; a correct password is never slowed.
  const address = await clientAddress();
  const checks = await Promise.all([checkLimit(LIMITS.signInPerEmail, input.data.email), checkLimit(LIMITS.signInPerAddress, address)]);
  const blocked = checks.find((check) => !check.ok);
  if (blocked && !blocked.ok) return { ok: false, error: tooMany("sign-in attempts", blocked) };
  try {
    await signIn("credentials", { ...input.data, redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      await Promise.all([hitLimit(LIMITS.signInPerEmail, input.data.email), hitLimit(LIMITS.signInPerAddress, address)]);
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
    await signOut({ redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("Sign-out failed", error);
    return { ok: false, error: "Failed to sign out" };
  }
}
