import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { contentItems, xpEvents } from "@/db/schema";
import { addHashtags, advanceContent, createContent, getContentItem, listActiveContent, listPostedContent, updateContentDetails, updateContentMetrics } from "@/db/queries/content";
import { getCreatorSummary } from "@/db/queries/profiles";
import { addDays, localDate } from "@/lib/rules/calendar-day";
import type { ContentDetailsInput } from "@/lib/validation/content";
import { WORKFLOW_STEPS, type WorkflowStep } from "@/lib/rules/workflow";
import { contentCounts, createTestUser } from "@/test/users";
import { nextMillisecond } from "@/test/clock";
import { shownOf } from "@/test/shown";

const idea = (title: string) => ({ title, platform: "TikTok" as const, contentType: "original" as const, postDate: null });
const details = { hook: null, hashtags: [], soundUsed: null, postDate: null };
const totalXp = async (userId: string) => (await getCreatorSummary(userId))?.totalXp;
const eventKeys = async (userId: string) =>
  (await getDb().select({ key: xpEvents.key }).from(xpEvents).where(eq(xpEvents.userId, userId))).map((row) => row.key).sort();

/** A details save that compares nothing (`{}`): the tests of what it saves. The check has its own tests. */
async function saveDetails(userId: string, id: string, input: ContentDetailsInput) {
  const result = await updateContentDetails(userId, id, input, {});
  if (result === "changed") throw new Error("A save that compares nothing was refused");
  return result;
}

async function advanceTo(userId: string, id: string, target: WorkflowStep) {
  for (const step of WORKFLOW_STEPS.slice(0, WORKFLOW_STEPS.indexOf(target))) {
    const result = await advanceContent(userId, id, step);
    expect(result.outcome).toBe("advanced");
  }
}

describe("content items", () => {
  it("a new item starts at idea with its 10 XP and the first-idea bonus of 25, once", async () => {
    const user = await createTestUser();
    const { item, xp } = await createContent(user.id, idea("Day in my life"));
    expect(item.workflowStep).toBe("idea");
    expect(xp).toMatchObject({ changed: true, amount: 35, totalXp: 35 });
    const second = await createContent(user.id, idea("Second idea"));
    expect(second.xp).toMatchObject({ amount: 10, totalXp: 45 });
  });

  it("Complete takes an item from idea to posted, one step and its XP at a time, then stops", async () => {
    const user = await createTestUser("Poster", "Asia/Tokyo");
    const { item } = await createContent(user.id, idea("Full run"));
    await advanceTo(user.id, item.id, "posted");

    const [posted] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(posted.workflowStep).toBe("posted");
    expect(posted.postDate).toBe(localDate("Asia/Tokyo"));
    // 160 XP of steps, 25 first idea, 100 first post.
    expect(await totalXp(user.id)).toBe(160 + 25 + 100);
    expect(await advanceContent(user.id, item.id, "posted")).toMatchObject({ outcome: "stale" });
    expect(await totalXp(user.id)).toBe(285);
  });

  it("posting dates an item planned for a later day today, and keeps a planned day of today or earlier", async () => {
    const user = await createTestUser("Poster", "Asia/Tokyo");
    const today = localDate("Asia/Tokyo");
    const postedDateOf = async (postDate: string) => {
      const { item } = await createContent(user.id, { ...idea(`Planned ${postDate}`), postDate });
      await advanceTo(user.id, item.id, "posted");
      const [posted] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
      return posted.postDate;
    };
    // It went out today, not on the day it was planned for: "Posted Nov 29" would be wrong.
    expect(await postedDateOf(addDays(today, 4))).toBe(today);
    expect(await postedDateOf(today)).toBe(today);
    // The creator records, a day late, a post that went out on its planned day.
    expect(await postedDateOf(addDays(today, -1))).toBe(addDays(today, -1));
  });

  it("two simultaneous Completes advance one step and award one step's XP", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Race"));
    const results = await Promise.all([advanceContent(user.id, item.id, "idea"), advanceContent(user.id, item.id, "idea")]);
    expect(results.map((result) => result.outcome).sort()).toEqual(["advanced", "stale"]);
    const [row] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row.workflowStep).toBe("script");
    expect(await totalXp(user.id)).toBe(10 + 25 + 15);
  });

  it("a first hook earns the first-script bonus once; hashtags and sound are saved", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Hooked"));
    const edited = await saveDetails(user.id, item.id, { ...details, hook: "Stop scrolling!", hashtags: ["fyp", "tips"], soundUsed: "Lo-fi beat" });
    expect(edited?.item).toMatchObject({ hook: "Stop scrolling!", hashtags: ["fyp", "tips"], soundUsed: "Lo-fi beat" });
    expect(edited?.xp).toMatchObject({ amount: 30 });
    const again = await saveDetails(user.id, item.id, { ...details, hook: "Another hook" });
    expect(again?.xp).toBeNull();
    expect(await eventKeys(user.id)).toEqual(["content:" + item.id + ":step:idea", "onboarding:first_idea", "onboarding:first_script"].sort());
  });

  it("a posted item keeps the day it went out when a stale card saves its details", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Went out"));
    await advanceTo(user.id, item.id, "posted");
    const [posted] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(posted.postDate).not.toBeNull();
    // The Active card was opened before the item was posted: its date field is empty, then another day.
    for (const postDate of [null, "2020-01-01"]) {
      const edited = await saveDetails(user.id, item.id, { ...details, hook: "Late hook", postDate });
      expect(edited?.item).toMatchObject({ hook: "Late hook", postDate: posted.postDate });
    }
    const { item: planned } = await createContent(user.id, idea("Still planned"));
    expect((await saveDetails(user.id, planned.id, { ...details, postDate: "2030-05-06" }))?.item.postDate).toBe("2030-05-06");
    expect((await saveDetails(user.id, planned.id, { ...details, postDate: null }))?.item.postDate).toBeNull();
  });

  it("a suggested hashtag is added once, whatever its case, after the item's own", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Tagged"));
    await saveDetails(user.id, item.id, { ...details, hashtags: ["fyp", "Vlog"] });
    expect(await addHashtags(user.id, item.id, ["FYP", "vlog", "हिंदी"])).toMatchObject({ hashtags: ["fyp", "Vlog", "हिंदी"] });
  });

  it("a suggested hashtag is refused once the item holds 30, so its details can still be saved", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Full"));
    const thirty = Array.from({ length: 30 }, (_, i) => `tag${i}`);
    await saveDetails(user.id, item.id, { ...details, hashtags: thirty.slice(0, 29) });
    expect(await addHashtags(user.id, item.id, ["TAG0", "tag29"])).toMatchObject({ hashtags: thirty });
    expect(await addHashtags(user.id, item.id, ["tag30"])).toBe("full");
    // One it holds already (in any case) still fits.
    expect(await addHashtags(user.id, item.id, ["Tag5"])).toMatchObject({ hashtags: thirty });
    expect((await getContentItem(user.id, item.id))?.hashtags).toEqual(thirty);
    expect(await addHashtags((await createTestUser()).id, item.id, ["x"])).toBeNull();
  });

  it("five posts earn the 200 XP bonus once", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 5; i++) {
      const { item } = await createContent(user.id, idea(`Post ${i}`));
      await advanceTo(user.id, item.id, "posted");
    }
    const keys = await eventKeys(user.id);
    expect(keys.filter((key) => key.startsWith("onboarding:"))).toEqual(["onboarding:first_idea", "onboarding:first_post", "onboarding:five_posts"]);
    expect(await totalXp(user.id)).toBe(5 * 160 + 25 + 100 + 200);
  });

  it("metrics are stored for posted items only, revenue with two decimals", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Measured"));
    const metrics = { views: 12000, revenue: "48.50", retentionScore: 62.5 };
    expect(await updateContentMetrics(user.id, item.id, metrics, {})).toBeNull();
    await advanceTo(user.id, item.id, "posted");
    expect(await updateContentMetrics(user.id, item.id, metrics, {})).toMatchObject({ views: 12000, revenue: "48.50", retentionScore: "62.50" });
  });

  it("a card's details or metrics saved elsewhere since it showed them are not written over", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Two tabs"));
    const laptop = { ...details, hook: "The script written on the laptop", hashtags: ["fyp"] };
    // The phone's card showed the item before the laptop saved; its save changes only the sound.
    const phone = { ...details, soundUsed: "Lo-fi beat" };
    await saveDetails(user.id, item.id, laptop);
    expect(await updateContentDetails(user.id, item.id, phone, shownOf(item, phone))).toBe("changed");
    const [kept] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(kept).toMatchObject({ hook: "The script written on the laptop", hashtags: ["fyp"], soundUsed: null });
    // Shown as saved, the same save goes through.
    expect(await updateContentDetails(user.id, item.id, { ...laptop, soundUsed: "Lo-fi beat" }, shownOf(kept, phone))).toMatchObject({ item: { soundUsed: "Lo-fi beat" } });

    await advanceTo(user.id, item.id, "posted");
    const [posted] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
    const metrics = { views: 500, revenue: null, retentionScore: null };
    await updateContentMetrics(user.id, item.id, { views: 900, revenue: "12.50", retentionScore: 40 }, {});
    expect(await updateContentMetrics(user.id, item.id, metrics, shownOf(posted, metrics))).toBeNull();
    expect((await getDb().select().from(contentItems).where(eq(contentItems.id, item.id)))[0]).toMatchObject({ views: 900, revenue: "12.50" });
  });

  it("the database itself refuses negative views and retention over 100", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Guarded"));
    await expect(getDb().update(contentItems).set({ views: -1 }).where(eq(contentItems.id, item.id))).rejects.toThrow();
    await expect(getDb().update(contentItems).set({ retentionScore: "100.5" }).where(eq(contentItems.id, item.id))).rejects.toThrow();
  });

  it("two users never see or change each other's items", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { item } = await createContent(owner.id, idea("Private"));
    expect(await listActiveContent(other.id, 10)).toEqual({ rows: [], more: false });
    expect(await advanceContent(other.id, item.id, "idea")).toEqual({ outcome: "not_found" });
    expect(await updateContentDetails(other.id, item.id, { ...details, hook: "Hijacked" }, shownOf(item, details))).toBeNull();
    expect(await updateContentMetrics(other.id, item.id, { views: 1, revenue: null, retentionScore: null }, {})).toBeNull();
    const [row] = await getDb().select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row).toMatchObject({ workflowStep: "idea", hook: null });
    expect(await totalXp(other.id)).toBe(0);
    expect((await listActiveContent(owner.id, 10)).rows.map((i) => i.title)).toEqual(["Private"]);
    expect(await contentCounts(other.id)).toEqual({ active: 0, posted: 0 });
  });

  it("Active lists the newest unposted items, Posted the latest posts by post date, a page at a time", async () => {
    const user = await createTestUser();
    for (const title of ["Idea A", "Idea B", "Idea C"]) {
      await createContent(user.id, idea(title));
      await nextMillisecond();
    }
    for (const [title, postDate] of [["Older post", "2026-01-05"], ["Newer post", "2026-02-10"], ["Middle post", "2026-01-20"]]) {
      const { item } = await createContent(user.id, { ...idea(title), postDate });
      await advanceTo(user.id, item.id, "posted");
    }

    const active = await listActiveContent(user.id, 2);
    expect(active.rows.map((i) => i.title)).toEqual(["Idea C", "Idea B"]);
    expect(active.more).toBe(true);
    const posted = await listPostedContent(user.id, 2);
    expect(posted.rows.map((i) => i.title)).toEqual(["Newer post", "Middle post"]);
    expect(posted.more).toBe(true);
    expect((await listPostedContent(user.id, 3)).more).toBe(false);
    expect(await contentCounts(user.id)).toEqual({ active: 3, posted: 3 });
  });
});
