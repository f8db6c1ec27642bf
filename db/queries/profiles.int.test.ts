import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { badges, tasks, xpEvents } from "@/db/schema";
import { getCreatorSummary } from "@/db/queries/profiles";
import { addDays, localDate, weekStartSunday } from "@/lib/rules/calendar-day";
import { createTestUser } from "@/test/users";

describe("getCreatorSummary", () => {
  it("shows a new creator with 0 XP and no tasks done", async () => {
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
    });
  });

  it("sums only the user's own XP events", async () => {
    const [mine, theirs] = await Promise.all([createTestUser("Mine"), createTestUser("Theirs")]);
    await getDb()
      .insert(xpEvents)
      .values([
        { userId: mine.id, key: "task:a", source: "task", amount: 40, label: "A" },
        { userId: mine.id, key: "task:b", source: "task", amount: 25, label: "B" },
        { userId: theirs.id, key: "task:a", source: "task", amount: 500, label: "Theirs" },
      ]);
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
    // Noon local time on a given local day, so no zone offset can move it to another day.
    const noonOn = (day: string) => sql`(${day}::date + time '12:00') at time zone ${zone}`;
    const days = [0, -1, -2, -4, -9].map((offset) => addDays(today, offset));
    await getDb()
      .insert(xpEvents)
      .values(days.map((day, i) => ({ userId: user.id, key: `day:${i}`, source: "task" as const, amount: 10 * (i + 1), label: day, createdAt: noonOn(day) })));

    const summary = await getCreatorSummary(user.id);
    expect(summary?.streak).toBe(3);
    expect(summary?.totalXp).toBe(150);
    const weekStart = weekStartSunday(today);
    const expectedWeekly = days.reduce((sum, day, i) => (day >= weekStart ? sum + 10 * (i + 1) : sum), 0);
    expect(summary?.weeklyXp).toBe(expectedWeekly);
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
