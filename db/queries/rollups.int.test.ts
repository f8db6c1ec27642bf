// The rollups of migration 0015 must always equal what they summarize: each test writes through
// the app's own functions (and, for the triggers' edge cases, straight to the tables), then
// compares the rollup with the same figures computed from the rows it summarizes.
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { contentItems, financeEntries, financeMonthly, profiles, xpDaily, xpDayRuns, xpEvents } from "@/db/schema";
import { advanceContent, createContent } from "@/db/queries/content";
import { matchPostedContent } from "@/db/queries/content-posting";
import { createEntry, deleteEntry, getFinanceTotals, getMonthlyTotals } from "@/db/queries/finance";
import { getCreatorSummary } from "@/db/queries/profiles";
import { findWebhookOwner, recordSocialPost } from "@/db/queries/webhooks";
import { awardXp, reverseXp, updateXpAward } from "@/db/queries/xp";
import { addDays, localDate } from "@/lib/rules/calendar-day";
import { dailyStreak } from "@/lib/rules/streak";
import { dayRuns, latestRunBy } from "@/test/day-runs";
import { contentCounts, createTestUser } from "@/test/users";

const db = () => getDb();

async function expectRunsMatchDays(userId: string) {
  const days = await db().select({ day: xpDaily.day }).from(xpDaily).where(eq(xpDaily.userId, userId));
  const runs = await db()
    .select({ firstDay: xpDayRuns.firstDay, lastDay: xpDayRuns.lastDay })
    .from(xpDayRuns)
    .where(eq(xpDayRuns.userId, userId))
    .orderBy(asc(xpDayRuns.firstDay));
  expect(runs).toEqual(dayRuns(days.map((row) => row.day)));
  return days.map((row) => row.day);
}

/** A repeatable sequence of numbers in [0, n), so a failure can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (n: number) => {
    // Park and Miller's generator: the products stay exact in a double.
    state = (state * 48_271) % 2_147_483_647;
    return state % n;
  };
}

describe("xp_day_runs", () => {
  it("follows awards, edits and reversals, on the days of whichever zone the creator is in", async () => {
    const [user, other] = await Promise.all([createTestUser("Runner", "UTC"), createTestUser("Other", "UTC")]);
    const award = (key: string) => db().transaction((tx) => awardXp(tx, user.id, { key, source: "task", amount: 10, label: key, taskCategory: "Gym" }));
    const inZone = (timeZone: string) => db().update(profiles).set({ timeZone }).where(eq(profiles.userId, user.id));

    // A day furthest east and one furthest west of UTC: two or three calendar days apart.
    await inZone("Pacific/Kiritimati");
    await award("east");
    await inZone("Pacific/Pago_Pago");
    await award("west");
    await db().transaction((tx) => awardXp(tx, other.id, { key: "x", source: "task", amount: 5, label: "x" }));
    await expectRunsMatchDays(user.id);
    await inZone("UTC");
    await award("utc");
    await award("utc-again");
    const days = await expectRunsMatchDays(user.id);
    expect(days.length).toBeGreaterThanOrEqual(2);

    // An edit keeps the day; reversing the only award of a day removes it (a run splits).
    await db().transaction((tx) => updateXpAward(tx, user.id, "utc", { amount: 25, label: "utc", taskCategory: "Business" }));
    await expectRunsMatchDays(user.id);
    await db().transaction((tx) => reverseXp(tx, user.id, "utc"));
    await db().transaction((tx) => reverseXp(tx, user.id, "utc-again"));
    await expectRunsMatchDays(user.id);
    await db().transaction((tx) => reverseXp(tx, user.id, "east"));
    await expectRunsMatchDays(user.id);
    await expectRunsMatchDays(other.id);
  });

  it("joins and splits runs for days written in any order, backdated ones too", async () => {
    const user = await createTestUser("Shuffler");
    const next = numbers(13);
    const start = "2026-01-01";
    for (let step = 0; step < 150; step++) {
      const day = addDays(start, next(40));
      const [present] = await db()
        .select({ day: xpDaily.day })
        .from(xpDaily)
        .where(and(eq(xpDaily.userId, user.id), eq(xpDaily.day, day)));
      if (present) await db().delete(xpDaily).where(and(eq(xpDaily.userId, user.id), eq(xpDaily.day, day)));
      else await db().insert(xpDaily).values({ userId: user.id, day, xp: 10 });
      if (step % 10 === 0) await expectRunsMatchDays(user.id);
    }
    // Moving a day, and a set-based insert of many days at once.
    await db().execute(sql`update xp_daily set day = day + 50 where user_id = ${user.id} and day = (select min(day) from xp_daily where user_id = ${user.id})`);
    await expectRunsMatchDays(user.id);
    await db().execute(sql`insert into xp_daily (user_id, day, xp) select ${user.id}, ${start}::date + n, 1 from generate_series(0, 60) n on conflict do nothing`);
    expect((await expectRunsMatchDays(user.id)).length).toBeGreaterThanOrEqual(61);
  });

  it("gives the summary the streak the days give", async () => {
    const user = await createTestUser("Streak", "America/Los_Angeles");
    const today = localDate("America/Los_Angeles");
    const days = [0, -1, -2, -4, -5, 1].map((offset) => addDays(today, offset));
    await db().insert(xpDaily).values(days.map((day) => ({ userId: user.id, day, xp: 5 })));
    const expected = dailyStreak(latestRunBy(dayRuns(days), today), today);
    expect(expected).toBe(3);
    expect((await getCreatorSummary(user.id))?.streak).toBe(expected);
    // Today's XP reversed: yesterday's run of two still counts until midnight.
    await db().delete(xpDaily).where(and(eq(xpDaily.userId, user.id), eq(xpDaily.day, today)));
    expect((await getCreatorSummary(user.id))?.streak).toBe(2);
  });
});

async function expectCountsMatchItems(userId: string) {
  const [counted] = await db()
    .select({
      active: sql<number>`count(*) filter (where ${contentItems.workflowStep} <> 'posted')`.mapWith(Number),
      posted: sql<number>`count(*) filter (where ${contentItems.workflowStep} = 'posted')`.mapWith(Number),
    })
    .from(contentItems)
    .where(eq(contentItems.userId, userId));
  expect(await contentCounts(userId)).toEqual(counted);
  return counted;
}

describe("the content tab counts", () => {
  it("follow items created, advanced, matched, posted by webhook and deleted", async () => {
    const [user, other] = await Promise.all([createTestUser("Counter"), createTestUser("Other")]);
    const idea = (title: string) => ({ title, platform: "TikTok" as const, contentType: "original" as const, postDate: null });
    const first = await createContent(user.id, idea("Morning routine"));
    const second = await createContent(user.id, idea("Studio tour"));
    await createContent(other.id, idea("Not mine"));
    await advanceContent(user.id, first.item.id, "idea");
    expect(await expectCountsMatchItems(user.id)).toEqual({ active: 2, posted: 0 });

    await matchPostedContent(user.id, second.item.id, "https://www.tiktok.com/@me/video/1");
    expect(await expectCountsMatchItems(user.id)).toEqual({ active: 1, posted: 1 });

    const owner = await findWebhookOwner((await db().select({ token: profiles.webhookToken }).from(profiles).where(eq(profiles.userId, user.id)))[0].token);
    const post = (postTitle: string, postUrl: string) => recordSocialPost(owner!.token, { userId: user.id, platform: "TikTok", postTitle, postUrl });
    expect((await post("Morning routine", "https://www.tiktok.com/@me/video/2")).outcome).toBe("matched");
    expect((await post("Something new", "https://www.tiktok.com/@me/video/3")).outcome).toBe("created");
    expect((await post("Something new", "https://www.tiktok.com/@me/video/3")).outcome).toBe("duplicate");
    expect(await expectCountsMatchItems(user.id)).toEqual({ active: 0, posted: 3 });

    // The counts follow an item that leaves a step or is deleted (a creator deletes one, see content-delete.int.test.ts).
    await db().update(contentItems).set({ workflowStep: "ready" }).where(eq(contentItems.id, second.item.id));
    await db().delete(contentItems).where(eq(contentItems.id, first.item.id));
    expect(await expectCountsMatchItems(user.id)).toEqual({ active: 1, posted: 1 });
    expect(await expectCountsMatchItems(other.id)).toEqual({ active: 1, posted: 0 });
  });
});

async function expectMonthsMatchEntries(userId: string) {
  const fromEntries = await db()
    .select({
      month: sql<string>`to_char(${financeEntries.entryDate}, 'YYYY-MM')`,
      income: sql<string>`coalesce(sum(${financeEntries.amount}) filter (where ${financeEntries.type} = 'income'), 0)::numeric(14, 2)::text`,
      expense: sql<string>`coalesce(sum(${financeEntries.amount}) filter (where ${financeEntries.type} = 'expense'), 0)::numeric(14, 2)::text`,
      entries: sql<number>`count(*)`.mapWith(Number),
    })
    .from(financeEntries)
    .where(eq(financeEntries.userId, userId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const rolledUp = await db()
    .select({
      month: sql<string>`to_char(${financeMonthly.month}, 'YYYY-MM')`,
      income: sql<string>`${financeMonthly.income}::numeric(14, 2)::text`,
      expense: sql<string>`${financeMonthly.expense}::numeric(14, 2)::text`,
      entries: financeMonthly.entries,
    })
    .from(financeMonthly)
    .where(eq(financeMonthly.userId, userId))
    .orderBy(financeMonthly.month);
  expect(rolledUp).toEqual(fromEntries);
  return fromEntries;
}

describe("finance_monthly", () => {
  it("follows entries added, edited and deleted, and a month goes with its last entry", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const entry = (type: "income" | "expense", amount: string, entryDate: string) => ({ type, category: "General", amount, description: null, entryDate });
    const march = await createEntry(user.id, entry("income", "100.10", "2026-03-31"));
    await createEntry(user.id, entry("expense", "0.05", "2026-03-01"));
    const april = await createEntry(user.id, entry("expense", "40.00", "2026-04-15"));
    await createEntry(other.id, entry("income", "999.00", "2026-03-10"));
    expect(await expectMonthsMatchEntries(user.id)).toHaveLength(2);

    await db().update(financeEntries).set({ entryDate: "2026-05-01", type: "expense", amount: "12.34" }).where(eq(financeEntries.id, march.id));
    await expectMonthsMatchEntries(user.id);
    expect(await deleteEntry(user.id, april.id)).toBe(true);
    expect((await expectMonthsMatchEntries(user.id)).map((row) => row.month)).toEqual(["2026-03", "2026-05"]);
    expect(await getMonthlyTotals(user.id, "2026-04-01")).toEqual([{ month: "2026-05", income: "0.00", expense: "12.34" }]);
    expect(await getFinanceTotals(user.id, "2026-05-01")).toEqual({
      month: { income: "0.00", expense: "12.34", net: "-12.34" },
      allTime: { income: "0.00", expense: "12.39", net: "-12.39" },
    });
    await expectMonthsMatchEntries(other.id);
  });
});

describe("a deleted account", () => {
  it("takes every rollup row with it", async () => {
    const user = await createTestUser();
    await db().transaction((tx) => awardXp(tx, user.id, { key: "k", source: "task", amount: 10, label: "k" }));
    await createEntry(user.id, { type: "income", category: "General", amount: "5.00", description: null, entryDate: "2026-02-02" });
    await db().execute(sql`delete from users where id = ${user.id}`);
    for (const table of [xpDayRuns, financeMonthly, xpDaily]) {
      expect(await db().$count(table, eq(table.userId, user.id))).toBe(0);
    }
    expect(await db().$count(xpEvents, eq(xpEvents.userId, user.id))).toBe(0);
  });
});
