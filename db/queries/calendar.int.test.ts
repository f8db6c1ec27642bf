import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { contentItems, xpEvents } from "@/db/schema";
import { countContentByDay, listContentBetween, listDatedContent, listUnscheduledContent, rescheduleContent } from "@/db/queries/calendar";
import { advanceContent, createContent } from "@/db/queries/content";
import { listMatchCandidates, matchPostedContent } from "@/db/queries/content-posting";
import { getCreatorSummary } from "@/db/queries/profiles";
import { addDays, localDate } from "@/lib/rules/calendar-day";
import { nextMillisecond } from "@/test/clock";
import { createTestUser } from "@/test/users";

const item = (title: string, postDate: string | null = null, platform: "TikTok" | "YouTube" = "TikTok") => ({
  title,
  platform,
  contentType: "original" as const,
  postDate,
});

describe("the calendar's queries", () => {
  it("loads only the range asked for, by date, and only the user's items", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await createContent(user.id, item("Before", "2026-11-22"));
    await createContent(user.id, item("Wednesday", "2026-11-25"));
    await createContent(user.id, item("Monday", "2026-11-23"));
    await createContent(user.id, item("Sunday", "2026-11-29"));
    await createContent(user.id, item("After", "2026-11-30"));
    await createContent(user.id, item("No day"));
    await createContent(other.id, item("Not mine", "2026-11-24"));
    const week = await listContentBetween(user.id, "2026-11-23", "2026-11-29");
    expect(week.map((row) => row.title)).toEqual(["Monday", "Wednesday", "Sunday"]);
    expect(await listUnscheduledContent(user.id, 20)).toMatchObject({ rows: [{ title: "No day" }], more: false, total: 1 });
  });

  it("counts the month grid's items per day, only in the range and only the user's", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await createContent(user.id, item("Two on a day", "2026-11-05"));
    await createContent(user.id, item("Two on a day, again", "2026-11-05", "YouTube"));
    await createContent(user.id, item("One", "2026-11-30"));
    await createContent(user.id, item("Next month", "2026-12-01"));
    await createContent(user.id, item("No day"));
    await createContent(other.id, item("Not mine", "2026-11-05"));
    expect(await countContentByDay(user.id, "2026-11-01", "2026-11-30")).toEqual({ "2026-11-05": 2, "2026-11-30": 1 });
  });

  it("the iCal feed's items are the user's dated ones from the day given on, by date", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await createContent(user.id, item("Two years ago", "2024-11-23"));
    await createContent(user.id, item("Next year", "2027-06-01"));
    await createContent(user.id, item("Last spring", "2026-04-10"));
    await createContent(user.id, item("No day"));
    await createContent(other.id, item("Not mine", "2026-11-24"));
    const feed = await listDatedContent(user.id, "2025-11-22");
    expect(feed.map((row) => row.title)).toEqual(["Last spring", "Next year"]);
  });

  it("pages the unscheduled items, newest first, and counts them all", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    for (const title of ["Idea 1", "Idea 2", "Idea 3", "Idea 4", "Idea 5"]) {
      await createContent(user.id, item(title));
      await nextMillisecond();
    }
    await createContent(user.id, item("Planned", "2026-11-24"));
    await createContent(other.id, item("Not mine"));

    const first = await listUnscheduledContent(user.id, 2);
    expect(first.rows.map((row) => row.title)).toEqual(["Idea 5", "Idea 4"]);
    expect(first).toMatchObject({ more: true, total: 5 });
    const all = await listUnscheduledContent(user.id, 5);
    expect(all.rows.map((row) => row.title)).toEqual(["Idea 5", "Idea 4", "Idea 3", "Idea 2", "Idea 1"]);
    expect(all).toMatchObject({ more: false, total: 5 });
  });

  it("moves an unposted item to another day or back to unscheduled, never a posted one", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { item: planned } = await createContent(user.id, item("Planned", "2026-11-23"));
    expect(await rescheduleContent(user.id, planned.id, "2026-11-27")).toMatchObject({ postDate: "2026-11-27" });
    expect(await rescheduleContent(user.id, planned.id, null)).toMatchObject({ postDate: null });
    expect(await rescheduleContent(other.id, planned.id, "2026-12-01")).toBeNull();

    const { item: posted } = await createContent(user.id, item("Posted"));
    await matchPostedContent(user.id, posted.id, null);
    expect(await rescheduleContent(user.id, posted.id, "2020-01-01")).toBeNull();
  });
});

describe("Match Posted Content", () => {
  it("marks an item posted from any step, dated today, with its link, and awards 50 XP plus the first-post bonus", async () => {
    const user = await createTestUser("Matcher", "Australia/Sydney");
    const { item: created } = await createContent(user.id, item("Went live"));
    await advanceContent(user.id, created.id, "idea");
    const result = await matchPostedContent(user.id, created.id, "https://www.tiktok.com/@me/video/1");
    expect(result.outcome).toBe("matched");
    if (result.outcome !== "matched") return;
    expect(result.item).toMatchObject({ workflowStep: "posted", postDate: localDate("Australia/Sydney"), socialPostUrl: "https://www.tiktok.com/@me/video/1" });
    expect(result.xp).toMatchObject({ changed: true, amount: 150 });
    const events = await getDb().select().from(xpEvents).where(eq(xpEvents.userId, user.id));
    expect(events.find((event) => event.key === `content:${created.id}:posted`)).toMatchObject({ source: "match", amount: 50 });
  });

  it("an item planned for a later day is dated the day it is matched, so the calendar shows it posted today", async () => {
    const user = await createTestUser("Matcher", "Australia/Sydney");
    const today = localDate("Australia/Sydney");
    const { item: early } = await createContent(user.id, item("Went live early", addDays(today, 4)));
    expect(await matchPostedContent(user.id, early.id, null)).toMatchObject({ outcome: "matched", item: { postDate: today } });
  });

  it("offers only not-yet-posted items of the chosen platform, newest first", async () => {
    const user = await createTestUser();
    await createContent(user.id, item("Old TikTok"));
    await createContent(user.id, item("A YouTube video", null, "YouTube"));
    const { item: live } = await createContent(user.id, item("Already live"));
    await nextMillisecond();
    await createContent(user.id, item("New TikTok"));
    await matchPostedContent(user.id, live.id, null);
    expect((await listMatchCandidates(user.id, "TikTok")).map((row) => row.title)).toEqual(["New TikTok", "Old TikTok"]);
  });

  it("two simultaneous matches of one item award once; a posted item cannot be matched again", async () => {
    const user = await createTestUser();
    const { item: created } = await createContent(user.id, item("Raced"));
    const results = await Promise.all([matchPostedContent(user.id, created.id, null), matchPostedContent(user.id, created.id, null)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(["already_posted", "matched"]);
    expect(await matchPostedContent(user.id, created.id, "https://example.com/x")).toEqual({ outcome: "already_posted" });
    // 10 idea, 25 first idea, 50 posted, 100 first post.
    expect((await getCreatorSummary(user.id))?.totalXp).toBe(185);
  });

  it("never matches another user's item", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { item: created } = await createContent(owner.id, item("Mine"));
    expect(await matchPostedContent(other.id, created.id, null)).toEqual({ outcome: "not_found" });
    expect(await listMatchCandidates(other.id, "TikTok")).toEqual([]);
    const [row] = await getDb().select().from(contentItems).where(eq(contentItems.id, created.id));
    expect(row.workflowStep).toBe("idea");
  });
});
