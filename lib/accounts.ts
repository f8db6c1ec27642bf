import "server-only";
import { createUserWithProfile, findUserByEmail } from "@/db/queries/users";
import { hashPassword, verifyPassword } from "@/lib/password";
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
