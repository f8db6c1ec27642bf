"use server";

import { deleteAccount } from "@/db/queries/account";
import { endAllSessions, getPasswordHash, setPasswordHash } from "@/db/queries/users";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { signIn, signOut } from "@/lib/auth";
import { hashPassword, verifyPassword } from "@/lib/password";
import { requireUser } from "@/lib/session";
import { changePasswordInput, confirmPasswordInput } from "@/lib/validation/auth";

// Account security and "Your data" (decision D8). Every action checks the user itself; the
// destructive ones also ask for the password again.

const WRONG_PASSWORD = "That password isn't right";

async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const passwordHash = await getPasswordHash(userId);
  return passwordHash !== null && (await verifyPassword(passwordHash, password));
}

/** A new password ends every session; this one continues with a fresh sign-in. */
export async function changePassword(formData: FormData): Promise<ActionResult> {
  const user = await requireUser();
  const input = changePasswordInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    if (!(await passwordMatches(user.id, input.data.currentPassword))) {
      return { ok: false, fieldErrors: { currentPassword: [WRONG_PASSWORD] } };
    }
    await setPasswordHash(user.id, await hashPassword(input.data.newPassword));
    await signIn("credentials", { email: user.email, password: input.data.newPassword, redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("changePassword failed", error);
    return { ok: false, error: "Failed to change password" };
  }
}

export async function signOutEverywhere(): Promise<ActionResult> {
  const user = await requireUser();
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
  const user = await requireUser();
  const input = confirmPasswordInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    if (!(await passwordMatches(user.id, input.data.password))) {
      return { ok: false, fieldErrors: { password: [WRONG_PASSWORD] } };
    }
    await deleteAccount(user.id);
    await signOut({ redirect: false });
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deleteMyAccount failed", error);
    return { ok: false, error: "Failed to delete the account" };
  }
}
