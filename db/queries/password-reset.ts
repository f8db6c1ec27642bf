import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { passwordResetTokens, users } from "@/db/schema";

/** A reset link works for an hour, once. */
export const RESET_TOKEN_MINUTES = 60;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for the user; only its hash is stored, so a database leak reveals no link. */
export async function createPasswordResetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await getDb()
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashOf(token), expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})` });
  return token;
}

/**
 * Uses the token and sets the new password in one transaction: the token is spent by an update
 * that only a single caller can win, every other open link of the user is spent with it, and
 * every session ends (session version + 1). Null when the token is unknown, used or expired.
 */
export async function resetPasswordWithToken(token: string, passwordHash: string): Promise<{ userId: string; email: string } | null> {
  return getDb().transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, hashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, spent.userId))
      .returning({ userId: users.id, email: users.email });
    return user ?? null;
  });
}
