"use server";

import { deleteAccount } from "@/db/queries/account";
import { endAllSessions, getPasswordHash, setPasswordHash } from "@/db/queries/users";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { attemptPassword, type CountedUnder } from "@/lib/accounts";
import { signIn, signOut } from "@/lib/auth";
import { hashPassword, verifyPassword } from "@/lib/password";
import { clientAddress, LIMITS, waitMessage } from "@/lib/rate-limit";
import { getCurrentUser } from "@/lib/session";
import { changePasswordInput, confirmPasswordInput } from "@/lib/validation/auth";

// Account security and "Your data" (decision D8). Every action checks the user itself; the
// destructive ones also ask for the password again.

const WRONG_PASSWORD = "That password isn't right";

/**
 * The creator's current password, checked under its own limit per creator (and the per-address
 * one): a stolen session can't guess it faster than the sign-in form allows, and strangers'
 * sign-in guesses for the email don't lock the owner out of their settings. The field's error
 * when it isn't right, or null.
 */
async function currentPasswordError(user: { id: string; email: string }, password: string): Promise<string | null> {
  const limits: CountedUnder[] = [
    [LIMITS.currentPasswordPerUser, user.id],
    [LIMITS.signInPerAddress, await clientAddress()],
  ];
  const attempt = await attemptPassword(limits, async () => {
    const passwordHash = await getPasswordHash(user.id);
    return passwordHash !== null && (await verifyPassword(passwordHash, password));
  });
  if (attempt.ok) return null;
  return attempt.paused ? `Too many wrong passwords. ${waitMessage(attempt.retryAfterSeconds)}` : WRONG_PASSWORD;
}

/**
 * A new password ends every session; this one continues with a fresh sign-in. If that sign-in is
 * refused (sign-in paused for this email by someone else's guesses), the password is still
 * changed: the creator is told so and signs in again.
 */
export async function changePassword(formData: FormData): Promise<ActionResult<{ signedIn: boolean }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = changePasswordInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    const wrong = await currentPasswordError(user, input.data.currentPassword);
    if (wrong) return { ok: false, fieldErrors: { currentPassword: [wrong] } };
    await setPasswordHash(user.id, await hashPassword(input.data.newPassword));
  } catch (error) {
    console.error("changePassword failed", error);
    return { ok: false, error: "Failed to change password" };
  }
  try {
    await signIn("credentials", { email: user.email, password: input.data.newPassword, redirect: false });
    return { ok: true, data: { signedIn: true } };
  } catch (error) {
    console.warn("changePassword: the password changed, the fresh sign-in was refused", error);
    return { ok: true, data: { signedIn: false } };
  }
}

export async function signOutEverywhere(): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    await endAllSessions(user.id);
    await signOut({ redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("signOutEverywhere failed", error);
    return { ok: false, error: "Failed to sign out everywhere" };
  }
}

export async function deleteMyAccount(formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = confirmPasswordInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    const wrong = await currentPasswordError(user, input.data.password);
    if (wrong) return { ok: false, fieldErrors: { password: [wrong] } };
    await deleteAccount(user.id);
    await signOut({ redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deleteMyAccount failed", error);
    return { ok: false, error: "Failed to delete the account" };
  }
}
