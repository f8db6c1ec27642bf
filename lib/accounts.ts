import "server-only";
import { databaseKnowsTimeZone } from "@/db/queries/time-zones";
import { createUserWithProfile, findUserByEmail } from "@/db/queries/users";
import { hashPassword, verifyPassword } from "@/lib/password";
import { checkLimit, hitLimit, type Limit, type LimitResult, LIMITS, refundLimit } from "@/lib/rate-limit";
import { signInInput, type SignUpInput } from "@/lib/validation/auth";

export type SessionUser = { id: string; email: string; sessionVersion: number };

export type RegisterResult = { ok: true; user: SessionUser } | { ok: false; reason: "email_taken" };

export async function registerAccount(input: SignUpInput): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  // As for a zone Intl doesn't know (signUpInput), the browser's zone falls back to UTC.
  const timeZone = (await databaseKnowsTimeZone(input.timeZone)) ? input.timeZone : "UTC";
  const user = await createUserWithProfile({ ...input, timeZone, passwordHash });
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

export type PasswordAttempt = { ok: true } | { ok: false; paused: false } | { ok: false; paused: true; retryAfterSeconds: number };

/** A limit and the key it counts under. */
export type CountedUnder = [Limit, string];

/** The sign-in form's limits: per email (anyone may type it) and per address. */
export const signInLimits = (email: string, address: string): CountedUnder[] => [
  [LIMITS.signInPerEmail, email.trim().toLowerCase()],
  [LIMITS.signInPerAddress, address],
];

/**
 * One password guess under `limits`. The guess is counted before the password is checked, so a
 * burst of parallel guesses can't all pass a check made before any of them failed; a right
 * password, a guess refused while paused, and a check that failed to run are taken back out:
 * only wrong passwords count.
 */
export async function attemptPassword(limits: CountedUnder[], check: () => Promise<boolean>): Promise<PasswordAttempt> {
  const hits = await Promise.all(limits.map(([limit, key]) => hitLimit(limit, key)));
  const refused = hits.find((hit) => !hit.ok);
  let wrong = false;
  try {
    if (refused) return { ok: false, paused: true, retryAfterSeconds: refused.retryAfterSeconds };
    wrong = !(await check());
    return wrong ? { ok: false, paused: false } : { ok: true };
  } finally {
    if (!wrong) await Promise.all(limits.map(([limit, key]) => refundLimit(limit, key)));
  }
}

/**
 * Auth.js's authorize step, whichever way the credentials arrive (the sign-in form's action or
 * Auth.js's own callback endpoint): refused while paused, and every failure counted.
 */
export async function authorizeSignIn(credentials: unknown, address: string): Promise<SessionUser | null> {
  const parsed = signInInput.safeParse(credentials);
  if (!parsed.success) return null;
  let user: SessionUser | null = null;
  const attempt = await attemptPassword(signInLimits(parsed.data.email, address), async () => {
    user = await verifyCredentials(parsed.data);
    return user !== null;
  });
  return attempt.ok ? user : null;
}
