import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { xpDaily, xpEvents } from "@/db/schema";
import { createContent } from "@/db/queries/content";
import { getCreatorSummary, getCreatorToday } from "@/db/queries/profiles";
import { getCommandCenter } from "@/db/queries/command-center";
import { deleteAvatar, getAvatar, getProfileSettings, saveAvatar, updateProfile } from "@/db/queries/profile-settings";
import { createTestUser } from "@/test/users";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const details = { displayName: "Ana", timeZone: "Europe/Lisbon", creatorEmail: "invites@example.com" };

describe("profile settings", () => {
  it("saves name, time zone and creator email without any XP while there is no avatar", async () => {
    const user = await createTestUser();
    expect(await updateProfile(user.id, details)).toEqual({ xp: null });
    expect(await getProfileSettings(user.id)).toMatchObject({ ...details, avatarUrl: null });
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(0);
  });

  it("an avatar completes the profile and earns the 50 XP bonus exactly once", async () => {
    const user = await createTestUser();
    const first = await saveAvatar(user.id, { contentType: "image/png", bytes: png });
    expect(first.avatarUrl).toMatch(/^\/api\/profile\/avatar\?v=\d+$/);
    expect(first.xp).toMatchObject({ changed: true, amount: 50, totalXp: 50 });

    const second = await saveAvatar(user.id, { contentType: "image/png", bytes: png });
    expect(second.xp).toBeNull();
    expect((await updateProfile(user.id, details)).xp).toBeNull();

    const events = await getDb().select().from(xpEvents).where(eq(xpEvents.userId, user.id));
    expect(events).toMatchObject([{ key: "onboarding:profile", source: "onboarding", amount: 50 }]);
    expect((await getAvatar(user.id))?.bytes.equals(png)).toBe(true);
  });

  it("removing the avatar takes the image and its address; the profile bonus stays, and a new upload earns none", async () => {
    const user = await createTestUser();
    await updateProfile(user.id, details);
    await saveAvatar(user.id, { contentType: "image/png", bytes: png });
    expect((await getCommandCenter(user.id))?.launch.profileComplete).toBe(true);

    await deleteAvatar(user.id);
    expect(await getAvatar(user.id)).toBeNull();
    expect((await getProfileSettings(user.id))?.avatarUrl).toBeNull();
    expect((await getCommandCenter(user.id))?.launch.profileComplete).toBe(false);
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(50);

    expect((await saveAvatar(user.id, { contentType: "image/png", bytes: png })).xp).toBeNull();
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(50);
  });

  it("keeps each creator's avatar to themselves", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    await saveAvatar(owner.id, { contentType: "image/png", bytes: png });
    expect(await getAvatar(other.id)).toBeNull();
    expect((await getProfileSettings(other.id))?.avatarUrl).toBeNull();
  });

  it("the database refuses an avatar over 1 MB", async () => {
    const user = await createTestUser();
    const tooBig = Buffer.alloc(1024 * 1024 + 1);
    await expect(saveAvatar(user.id, { contentType: "image/png", bytes: tooBig })).rejects.toThrow();
    expect((await getProfileSettings(user.id))?.avatarUrl).toBeNull();
  });

  it("a move west keeps today's XP on today: the streak and the last days still count it", async () => {
    // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
    const user = await createTestUser("Traveller", "Pacific/Kiritimati");
    await createContent(user.id, { title: "First idea", platform: "TikTok", contentType: "original", postDate: null });
    const earned = (await getCreatorSummary(user.id))!;
    expect(earned).toMatchObject({ streak: 1 });

    await updateProfile(user.id, { ...details, timeZone: "Pacific/Pago_Pago" });
    const today = await getCreatorToday(user.id);
    const days = await getDb().select({ day: xpDaily.day, xp: xpDaily.xp }).from(xpDaily).where(eq(xpDaily.userId, user.id));
    expect(days).toEqual([{ day: today, xp: earned.totalXp }]);
    const events = await getDb().select({ day: xpEvents.localDay }).from(xpEvents).where(eq(xpEvents.userId, user.id));
    expect(events.map((event) => event.day)).toEqual(events.map(() => today));
    expect(await getCreatorSummary(user.id)).toMatchObject({ streak: 1, totalXp: earned.totalXp });

    // Back east, nothing moves: a past day stays where it is.
    await updateProfile(user.id, { ...details, timeZone: "Pacific/Kiritimati" });
    expect(await getDb().select({ day: xpDaily.day }).from(xpDaily).where(eq(xpDaily.userId, user.id))).toEqual([{ day: today }]);
  });
});
