import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { badges, tasks, xpDaily, xpEvents } from "@/db/schema";
import { getCreatorSummary, RECENT_XP_DAYS } from "@/db/queries/profiles";
import { awardXp } from "@/db/queries/xp";
import { addDays, localDate, weekStartSunday } from "@/lib/rules/calendar-day";
import { createTestUser } from "@/test/users";

const award = (userId: string, key: string, amount: number) =>
  getDb().transaction((tx) => awardXp(tx, userId, { key, source: "task", amount, label: key }));

/** Awards as if earned on earlier local days: awarded now, then moved there with their days' XP. */
async function awardOn(userId: string, awards: { key: string; amount: number; day: string }[]) {
  for (const { key, amount, day } of awards) {
    await award(userId, key, amount);
    await getDb()
      .update(xpEvents)
      .set({ localDay: day, createdAt: sql`${day}::date + time '12:00'` })
      .where(and(eq(xpEvents.userId, userId), eq(xpEvents.key, key)));
  }
  await getDb().delete(xpDaily).where(eq(xpDaily.userId, userId));
  await getDb().execute(sql`insert into xp_daily (user_id, day, xp) select user_id, local_day, sum(amount) from xp_events where user_id = ${userId} group by 1, 2`);
}

describe("getCreatorSummary", () => {
  it("shows a new creator with 0 XP, no tasks done and no content", async () => {
    const user = await createTestUser("Nova");
    expect(await getCreatorSummary(user.id)).toEqual({
      displayName: "Nova",
      avatarUrl: null,
      timeZone: "UTC",
      today: localDate("UTC"),
      totalXp: 0,
      weeklyXp: 0,
      streak: 0,
      tasksCompletedToday: 0,
      dailyXp: [],
      contentCounts: { active: 0, posted: 0 },
    });
  });

  it("sums only the user's own XP events", async () => {
    const [mine, theirs] = await Promise.all([createTestUser("Mine"), createTestUser("Theirs")]);
    await award(mine.id, "task:a", 40);
    await award(mine.id, "task:b", 25);
    await award(theirs.id, "task:a", 500);
    expect((await getCreatorSummary(mine.id))?.totalXp).toBe(65);
    expect((await getCreatorSummary(theirs.id))?.totalXp).toBe(500);
  });

  it("counts tasks completed since midnight in the creator's own time zone", async () => {
    // 14 hours ahead of UTC, so "today" there is not the server's UTC day for most of the day.
    const user = await createTestUser("Kiri", "Pacific/Kiritimati");
    const other = await createTestUser("Other");
    const startOfToday = sql`(date_trunc('day', now() at time zone 'Pacific/Kiritimati') at time zone 'Pacific/Kiritimati')`;
    const insideToday = sql`${startOfToday} + interval '1 minute'`;
    const beforeToday = sql`${startOfToday} - interval '1 minute'`;

    await getDb()
      .insert(tasks)
      .values([
        { userId: user.id, title: "Today", category: "Business", status: "completed", completedAt: insideToday },
        { userId: user.id, title: "Yesterday", category: "Gym", status: "completed", completedAt: beforeToday },
        { userId: user.id, title: "Pending", category: "Personal" },
        { userId: other.id, title: "Not mine", category: "Business", status: "completed", completedAt: sql`now()` },
      ]);
    expect((await getCreatorSummary(user.id))?.tasksCompletedToday).toBe(1);
  });

  it("counts the streak and the weekly XP by the creator's local days", async () => {
    const zone = "America/Los_Angeles";
    const user = await createTestUser("Streaker", zone);
    const today = localDate(zone);
    const days = [0, -1, -2, -4, -9].map((offset) => addDays(today, offset));
    await awardOn(user.id, days.map((day, i) => ({ key: `day:${i}`, amount: 10 * (i + 1), day })));

    const summary = await getCreatorSummary(user.id);
    expect(summary?.streak).toBe(3);
    expect(summary?.totalXp).toBe(150);
    const weekStart = weekStartSunday(today);
    const expectedWeekly = days.reduce((sum, day, i) => (day >= weekStart ? sum + 10 * (i + 1) : sum), 0);
    expect(summary?.weeklyXp).toBe(expectedWeekly);
  });

  it("reads a long streak and only the last two weeks of daily XP", async () => {
    const zone = "Asia/Kolkata";
    const user = await createTestUser("Marathon", zone);
    const today = localDate(zone);
    // 400 consecutive days of XP, then a gap, then older days.
    const offsets = [...Array.from({ length: 400 }, (_, i) => -i), -402, -403];
    await awardOn(user.id, offsets.map((offset) => ({ key: `day:${offset}`, amount: 5, day: addDays(today, offset) })));
    const summary = await getCreatorSummary(user.id);
    expect(summary?.streak).toBe(400);
    expect(summary?.totalXp).toBe(402 * 5);
    expect(summary?.dailyXp.map((day) => day.day).sort()).toEqual(Array.from({ length: RECENT_XP_DAYS }, (_, i) => addDays(today, i - RECENT_XP_DAYS + 1)));
  });

  it("is null for an id without a profile", async () => {
    expect(await getCreatorSummary("00000000-0000-0000-0000-000000000000")).toBeNull();
  });
});

describe("the badge catalog migration", () => {
  it("seeds at least eight badges from 10 to 5,000 XP", async () => {
    const rows = await getDb().select().from(badges).orderBy(badges.xpThreshold);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows[0].xpThreshold).toBe(10);
    expect(rows.at(-1)?.xpThreshold).toBe(5000);
  });
});
