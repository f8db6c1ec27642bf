import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Transaction } from "@/db";
import { badges, profiles, userBadges, users, xpDaily, xpEvents } from "@/db/schema";
import { localDate } from "@/lib/rules/calendar-day";
import { getCreatorSummary } from "@/db/queries/profiles";
import { awardXp, reverseXp, updateXpAward } from "@/db/queries/xp";
import { getXpBreakdown } from "@/db/queries/xp-dashboard";
import { xpOutcomeOf } from "@/lib/xp-outcome";
import { createTestUser } from "@/test/users";

const award = (key: string, amount: number) => ({ key, source: "onboarding" as const, amount, label: key });

async function earnedBadgeNames(userId: string) {
  const rows = await getDb()
    .select({ name: badges.name })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(badges.xpThreshold);
  return rows.map((row) => row.name);
}

describe("awardXp", () => {
  it("awards once per key and reports the new total", async () => {
    const user = await createTestUser();
    const first = await getDb().transaction((tx) => awardXp(tx, user.id, award("bonus:a", 30)));
    expect(first).toMatchObject({ changed: true, amount: 30, totalXp: 30 });
    const again = await getDb().transaction((tx) => awardXp(tx, user.id, award("bonus:a", 30)));
    expect(again).toMatchObject({ changed: false, amount: 0, totalXp: 30, newBadges: [] });
  });

  it("earns every badge whose threshold the total crosses, in the same transaction", async () => {
    const user = await createTestUser();
    const result = await getDb().transaction((tx) => awardXp(tx, user.id, award("bonus:big", 120)));
    expect(result.newBadges.map((badge) => [badge.name, badge.xpThreshold])).toEqual([
      ["First Steps", 10],
      ["Warming Up", 50],
      ["Century", 100],
    ]);
    expect(await earnedBadgeNames(user.id)).toEqual(["First Steps", "Warming Up", "Century"]);
  });

  it("rolls the award and its badges back with the caller's transaction", async () => {
    const user = await createTestUser();
    await expect(
      getDb().transaction(async (tx) => {
        await awardXp(tx, user.id, award("bonus:doomed", 60));
        throw new Error("the caller's change failed");
      }),
    ).rejects.toThrow("the caller's change failed");
    expect(await getDb().select().from(xpEvents).where(eq(xpEvents.userId, user.id))).toEqual([]);
    expect(await earnedBadgeNames(user.id)).toEqual([]);
  });

  it("50 simultaneous awards with one key leave exactly one event", async () => {
    const user = await createTestUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => getDb().transaction((tx) => awardXp(tx, user.id, award("onboarding:first_post", 100)))),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    const events = await getDb()
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.id), eq(xpEvents.key, "onboarding:first_post")));
    expect(events).toHaveLength(1);
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(100);
  });

  it("awards the badge a threshold needs even when the XP arrives in simultaneous parts", async () => {
    const user = await createTestUser();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => getDb().transaction((tx) => awardXp(tx, user.id, award(`part:${i}`, 5)))),
    );
    expect(await earnedBadgeNames(user.id)).toEqual(["First Steps", "Warming Up"]);
  });
});

describe("reverseXp", () => {
  it("removes the award but never an earned badge", async () => {
    const user = await createTestUser();
    await getDb().transaction((tx) => awardXp(tx, user.id, award("bonus:x", 55)));
    const reversed = await getDb().transaction((tx) => reverseXp(tx, user.id, "bonus:x"));
    expect(reversed).toMatchObject({ changed: true, amount: 55, totalXp: 0 });
    expect(await earnedBadgeNames(user.id)).toEqual(["First Steps", "Warming Up"]);
  });

  it("touches only the given user's award with that key", async () => {
    const [mine, theirs] = await Promise.all([createTestUser(), createTestUser()]);
    await getDb().transaction((tx) => awardXp(tx, mine.id, award("shared:key", 20)));
    await getDb().transaction((tx) => awardXp(tx, theirs.id, award("shared:key", 20)));
    await getDb().transaction((tx) => reverseXp(tx, mine.id, "shared:key"));
    expect((await getCreatorSummary(mine.id))?.totalXp).toBe(0);
    expect((await getCreatorSummary(theirs.id))?.totalXp).toBe(20);
  });
});

describe("the peak a level is celebrated at once", () => {
  it("follows the highest total reached: XP taken back and earned again isn't a new level", async () => {
    const user = await createTestUser();
    const run = <T>(change: (tx: Transaction) => Promise<T>) => getDb().transaction(change);
    const first = await run((tx) => awardXp(tx, user.id, award("task:a", 120)));
    expect(first).toMatchObject({ totalXp: 120, peakXpBefore: 0 });
    expect(xpOutcomeOf(first).levelUp).toBe(2);

    await run((tx) => reverseXp(tx, user.id, "task:a"));
    const again = await run((tx) => awardXp(tx, user.id, award("task:a", 120)));
    expect(again).toMatchObject({ totalXp: 120, peakXpBefore: 120 });
    expect(xpOutcomeOf(again).levelUp).toBeNull();

    // A done task's XP raised past the peak: the new level is celebrated.
    const raised = await run((tx) => updateXpAward(tx, user.id, "task:a", { amount: 230, label: "raised" }));
    expect(raised).toMatchObject({ totalXp: 230, peakXpBefore: 120 });
    expect(xpOutcomeOf(raised).levelUp).toBe(3);
    const [row] = await getDb().select({ peakXp: profiles.peakXp }).from(profiles).where(eq(profiles.userId, user.id));
    expect(row.peakXp).toBe(230);
  });
});

describe("the running total", () => {
  it("equals the ledger's sum after simultaneous awards, reversals and edits", async () => {
    const user = await createTestUser();
    await Promise.all(Array.from({ length: 20 }, (_, index) => getDb().transaction((tx) => awardXp(tx, user.id, award(`part:${index % 12}`, 7 + index)))));
    await Promise.all([
      getDb().transaction((tx) => reverseXp(tx, user.id, "part:3")),
      getDb().transaction((tx) => reverseXp(tx, user.id, "part:3")),
      getDb().transaction((tx) => updateXpAward(tx, user.id, "part:5", { amount: 400, label: "edited" })),
      getDb().transaction((tx) => updateXpAward(tx, user.id, "missing", { amount: 400, label: "edited" })),
    ]);
    const [ledger] = await getDb()
      .select({ sum: sql<number>`sum(${xpEvents.amount})`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
      .from(xpEvents)
      .where(eq(xpEvents.userId, user.id));
    const [profile] = await getDb().select({ totalXp: profiles.totalXp }).from(profiles).where(eq(profiles.userId, user.id));
    expect(ledger.count).toBe(11);
    expect(profile.totalXp).toBe(ledger.sum);
    const days = await getDb().select({ day: xpDaily.day, xp: xpDaily.xp }).from(xpDaily).where(eq(xpDaily.userId, user.id));
    expect(days).toEqual([{ day: localDate("UTC"), xp: ledger.sum }]);
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(ledger.sum);
  });

  it("keeps the breakdown by source and category equal to the ledger's, through edits that move a category", async () => {
    const user = await createTestUser();
    const task = (key: string, amount: number, taskCategory: "Gym" | "Business") => ({ key, source: "task" as const, amount, label: key, taskCategory });
    await getDb().transaction(async (tx) => {
      await awardXp(tx, user.id, task("task:1", 10, "Gym"));
      await awardXp(tx, user.id, task("task:2", 20, "Gym"));
      await awardXp(tx, user.id, task("task:3", 30, "Business"));
      await awardXp(tx, user.id, award("bonus", 50));
    });
    await getDb().transaction((tx) => updateXpAward(tx, user.id, "task:2", { amount: 25, label: "moved", taskCategory: "Business" }));
    await getDb().transaction((tx) => reverseXp(tx, user.id, "task:1"));
    const ledger = await getDb()
      .select({ source: xpEvents.source, taskCategory: xpEvents.taskCategory, xp: sql<number>`sum(${xpEvents.amount})`.mapWith(Number), events: sql<number>`count(*)`.mapWith(Number) })
      .from(xpEvents)
      .where(eq(xpEvents.userId, user.id))
      .groupBy(xpEvents.source, xpEvents.taskCategory);
    const byKey = (rows: { source: string; taskCategory: string | null }[]) => [...rows].sort((a, b) => `${a.source}${a.taskCategory}`.localeCompare(`${b.source}${b.taskCategory}`));
    expect(byKey(await getXpBreakdown(user.id))).toEqual(byKey(ledger));
    expect(await getXpBreakdown(user.id)).toEqual([
      { source: "task", taskCategory: "Business", xp: 55, events: 2 },
      { source: "onboarding", taskCategory: null, xp: 50, events: 1 },
    ]);
  });

  it("refuses an award for someone without a profile, and writes nothing", async () => {
    const [user] = await getDb().insert(users).values({ email: `no-profile-${Date.now()}@example.com`, passwordHash: "x" }).returning();
    await expect(getDb().transaction((tx) => awardXp(tx, user.id, award("orphan", 10)))).rejects.toThrow();
    expect(await getDb().select().from(xpEvents).where(eq(xpEvents.userId, user.id))).toEqual([]);
  });
});
