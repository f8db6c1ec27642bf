import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";

// Account rows are looked up by email before anyone is signed in; every other query in
// db/queries takes the signed-in user's id.

export type NewAccount = { email: string; passwordHash: string; displayName: string; timeZone: string };

/** Creates the user and their profile together; null when the email is already registered. */
export async function createUserWithProfile(account: NewAccount) {
  return getDb().transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: account.email, passwordHash: account.passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, sessionVersion: users.sessionVersion });
    if (!user) return null;
    await tx.insert(profiles).values({
      userId: user.id,
      displayName: account.displayName,
      timeZone: account.timeZone,
      creatorEmail: account.email,
    });
    return user;
  });
}

export async function findUserByEmail(email: string) {
  const [user] = await getDb().select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** The account behind a session's user id; null once the account is gone. */
export async function getAccount(userId: string) {
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/** Ends every session of the user (each carries the version it was issued under). */
export async function endAllSessions(userId: string): Promise<number | null> {
  const [user] = await getDb()
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return user?.sessionVersion ?? null;
}

/** A new password ends every session too, in the same statement. */
export async function setPasswordHash(userId: string, passwordHash: string): Promise<number | null> {
  const [user] = await getDb()
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return user?.sessionVersion ?? null;
}

export async function getPasswordHash(userId: string): Promise<string | null> {
  const [user] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.passwordHash ?? null;
}
