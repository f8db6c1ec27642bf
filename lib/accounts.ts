import "server-only";
import { createUserWithProfile, findUserByEmail } from "@/db/queries/users";
import { hashPassword, verifyPassword } from "@/lib/password";
import { checkLimit, hitLimit, type LimitResult, LIMITS } from "@/lib/rate-limit";
import { signInInput, type SignUpInput } from "@/lib/validation/auth";

export type SessionUser = { id: string; email: string; sessionVersion: number };

export type RegisterResult = { ok: true; user: SessionUser } | { ok: false; reason: "email_taken" };

export async function registerAccount(input: SignUpInput): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  const user = await createUserWithProfile({ ...input, passwordHash });
  return user ? { ok: true, user } : { ok: false, reason: "email_taken" };
}

// Verifying against a throwaway hash when the email is unknown keeps the answer time the same,
// so response times do not reveal which emails have accounts.
let unknownUserHash: Promise<string> | undefined;

/** The account for these credentials, or null for any mismatch (never says which part). */
export async function verifyCredentials(credentials: unknown): Promise<SessionUser | null> {
  const parsed = signInInput.safeParse(credentials);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const user = await findUserByEmail(email);
  if (!user) {
    unknownUserHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await unknownUserHash, password);
    return null;
  }
  const matches = await verifyPassword(user.passwordHash, password);
  return matches ? { id: user.id, email: user.email, sessionVersion: user.sessionVersion } : null;
}

/** Whether sign-in is paused for this email or this address (too many failures lately). */
export async function signInPause(email: string, address: string): Promise<LimitResult> {
  const checks = await Promise.all([checkLimit(LIMITS.signInPerEmail, email.trim().toLowerCase()), checkLimit(LIMITS.signInPerAddress, address)]);
  return checks.find((check) => !check.ok) ?? { ok: true };
}

/**
 * Auth.js's authorize step, whichever way the credentials arrive (the sign-in form's action or
 * Auth.js's own callback endpoint): refused while paused, and every failure counted.
 */
export async function authorizeSignIn(credentials: unknown, address: string): Promise<SessionUser | null> {
  const parsed = signInInput.safeParse(credentials);
  if (!parsed.success) return null;
  const { email } = parsed.data;
  if (!(await signInPause(email, address)).ok) return null;
  const user = await verifyCredentials(parsed.data);
  if (!user) await Promise.all([hitLimit(LIMITS.signInPerEmail, email), hitLimit(LIMITS.signInPerAddress, address)]);
  return user;
}
