import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { profileAvatars, profiles } from "@/db/schema";
import type { AvatarType } from "@/lib/rules/avatar";
import type { ProfileInput } from "@/lib/validation/profile";
import { awardLaunchBonuses } from "./launch-checklist";
import { todayDateInProfileZone } from "./profiles";
import type { XpChange } from "./xp";

export type ProfileSettings = {
  displayName: string;
  avatarUrl: string | null;
  timeZone: string;
  creatorEmail: string | null;
};

export async function getProfileSettings(userId: string): Promise<ProfileSettings | null> {
  const [row] = await getDb()
    .select({
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      timeZone: profiles.timeZone,
      creatorEmail: profiles.creatorEmail,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Saves the profile fields; returns the profile bonus when this save completed the profile (D5). */
export async function updateProfile(userId: string, input: ProfileInput): Promise<{ xp: XpChange | null }> {
  return getDb().transaction(async (tx) => {
    // The profile row first: award_xp locks it (lock_user_xp), so no award reads the old zone
    // after this point, and the days moved below stay moved.
    await tx
      .update(profiles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    await moveFutureXpDaysToToday(tx, userId);
    return { xp: await awardLaunchBonuses(tx, userId) };
  });
}

/**
 * XP keeps the day it was earned on in the zone of that time (decision D4), so a new zone never
 * rewrites the past. But a move west can leave today's XP on a day that hasn't come yet there
 * (earned on Nov 25 in Berlin, while it is still Nov 24 in New York): the streak and the charts,
 * which end today, would lose it. Such XP counts for today in the new zone.
 */
async function moveFutureXpDaysToToday(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`
    WITH today AS (SELECT ${todayDateInProfileZone} AS day FROM profiles WHERE user_id = ${userId}),
    moved_events AS (
      UPDATE xp_events SET local_day = today.day FROM today WHERE xp_events.user_id = ${userId} AND xp_events.local_day > today.day
    ),
    future_days AS (
      DELETE FROM xp_daily USING today WHERE xp_daily.user_id = ${userId} AND xp_daily.day > today.day RETURNING xp_daily.xp
    )
    INSERT INTO xp_daily AS daily (user_id, day, xp)
    SELECT ${userId}, today.day, sum(future_days.xp) FROM future_days, today GROUP BY today.day
    ON CONFLICT (user_id, day) DO UPDATE SET xp = daily.xp + excluded.xp`);
}

/** Where calendar invites go (decision D7), set from the Social Settings tab. */
export async function updateCreatorEmail(userId: string, creatorEmail: string): Promise<void> {
  await getDb().update(profiles).set({ creatorEmail, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** Stores the avatar and points the profile at its versioned address, so caches never go stale. */
export async function saveAvatar(
  userId: string,
  avatar: { contentType: AvatarType; bytes: Buffer },
): Promise<{ avatarUrl: string; xp: XpChange | null }> {
  return getDb().transaction(async (tx) => {
    const updatedAt = new Date();
    await tx
      .insert(profileAvatars)
      .values({ userId, ...avatar, updatedAt })
      .onConflictDoUpdate({ target: profileAvatars.userId, set: { ...avatar, updatedAt } });
    const avatarUrl = `/api/profile/avatar?v=${updatedAt.getTime()}`;
    await tx.update(profiles).set({ avatarUrl, updatedAt }).where(eq(profiles.userId, userId));
    return { avatarUrl, xp: await awardLaunchBonuses(tx, userId) };
  });
}

/**
 * Takes the avatar away: the image and the profile's address to it, together. The profile bonus
 * stays earned (once, decision D5), and so the Launch Pad's profile item stays done.
 */
export async function deleteAvatar(userId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.delete(profileAvatars).where(eq(profileAvatars.userId, userId));
    await tx.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  });
}

export async function getAvatar(userId: string) {
  const [avatar] = await getDb().select().from(profileAvatars).where(eq(profileAvatars.userId, userId));
  return avatar ?? null;
}
