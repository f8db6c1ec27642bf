import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { profileAvatars, profiles, users } from "@/db/schema";
import type { AvatarType } from "@/lib/rules/avatar";
import type { ProfileInput } from "@/lib/validation/profile";
import { awardLaunchBonuses } from "./launch-checklist";
import type { XpChange } from "./xp";

export type ProfileSettings = {
  displayName: string;
  avatarUrl: string | null;
  timeZone: string;
  creatorEmail: string | null;
  accountEmail: string;
};

export async function getProfileSettings(userId: string): Promise<ProfileSettings | null> {
  const [row] = await getDb()
    .select({
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      timeZone: profiles.timeZone,
      creatorEmail: profiles.creatorEmail,
      accountEmail: users.email,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Saves the profile fields; returns the profile bonus when this save completed the profile (D5). */
export async function updateProfile(userId: string, input: ProfileInput): Promise<{ xp: XpChange | null }> {
  return getDb().transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    return { xp: await awardLaunchBonuses(tx, userId) };
  });
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

export async function getAvatar(userId: string) {
  const [avatar] = await getDb().select().from(profileAvatars).where(eq(profileAvatars.userId, userId));
  return avatar ?? null;
}
