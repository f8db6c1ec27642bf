import "server-only";
import { and, eq, not, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { endedSessions, pageVersions, profiles, users } from "@/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth.config";

// Account rows are looked up by email before anyone is signed in. Every other query in db/queries
// is scoped by a user's id: the signed-in user's, or for a webhook, a feed or a reminder, the id
// its token or schedule names (findWebhookOwner, claimMorningReminders and the like).

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

/**
 * The account behind a session's user id; null once the account is gone, or once this session
 * (`sessionId`, from its cookie) was signed out. A cookie from before sessions had ids has none.
 */
export async function getAccount(userId: string, sessionId: string | null) {
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(liveSessionOf(userId, sessionId))
    .limit(1);
  return user ?? null;
}

/**
 * What a kept page's key needs (lib/page-cache.ts), in one query: the account's session version,
 * the creator's time zone (a page shows their today) and their page version; null as getAccount.
 */
export async function getPageCacheState(userId: string, sessionId: string | null) {
  const [state] = await getDb()
    .select({
      sessionVersion: users.sessionVersion,
      timeZone: profiles.timeZone,
      pageVersion: sql`coalesce(${pageVersions.version}, 0)`.mapWith(Number),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(pageVersions, eq(pageVersions.userId, users.id))
    .where(liveSessionOf(userId, sessionId))
    .limit(1);
  return state ?? null;
}

/** The user's row, unless `sessionId` was signed out. */
function liveSessionOf(userId: string, sessionId: string | null) {
  if (!sessionId) return eq(users.id, userId);
  const signedOut = sql`exists (select 1 from ${endedSessions} where ${endedSessions.userId} = ${users.id} and ${endedSessions.sessionId} = ${sessionId})`;
  return and(eq(users.id, userId), not(signedOut));
}

/**
 * Signs one session out: its cookie, and any copy of it, no longer signs anyone in. Ids kept
 * longer than a session lasts (withinSessionLifetime) are dropped on the way: their cookies
 * sign no one in anyway.
 */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.insert(endedSessions).values({ userId, sessionId }).onConflictDoNothing();
    await tx
      .delete(endedSessions)
      .where(and(eq(endedSessions.userId, userId), sql`${endedSessions.endedAt} < now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`));
  });
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
