// Deleting a content item takes back exactly the XP it earned, moving a posted item back to Active
// its posted XP, and undoing a Complete that step's XP, with every rollup that sums that XP; each
// leaves the launch bonuses, other items and other creators alone.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { contentItems, profiles, xpDaily, xpEvents, xpTotals } from "@/db/schema";
import { advanceContent, createContent, deleteContent, getContentItem, listActiveContent, listPostedContent, stepBack, updateContentDetails, updateContentMetrics } from "@/db/queries/content";
import { listMatchCandidates, matchPostedContent, setPostTriggeredAt, unpostContent } from "@/db/queries/content-posting";
import { getCreatorSummary, getCreatorToday } from "@/db/queries/profiles";
import { findWebhookOwner, recordSocialPost } from "@/db/queries/webhooks";
import { addDays } from "@/lib/rules/calendar-day";
import { WORKFLOW_STEPS, type WorkflowStep } from "@/lib/rules/workflow";
import { contentCounts, createTestUser } from "@/test/users";

const db = () => getDb();
const idea = (title: string) => ({ title, platform: "TikTok" as const, contentType: "original" as const, postDate: null });
const totalXp = async (userId: string) => (await getCreatorSummary(userId))?.totalXp;
const keysOf = async (userId: string) =>
  (await db().select({ key: xpEvents.key }).from(xpEvents).where(eq(xpEvents.userId, userId))).map((row) => row.key).sort();

async function advanceTo(userId: string, id: string, target: WorkflowStep) {
  for (const step of WORKFLOW_STEPS.slice(0, WORKFLOW_STEPS.indexOf(target))) expect((await advanceContent(userId, id, step)).outcome).toBe("advanced");
}

/** The profile's total, xp_daily and xp_totals all equal what the ledger left holds. */
async function expectRollupsMatchLedger(userId: string) {
  const events = await db().select().from(xpEvents).where(eq(xpEvents.userId, userId));
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
  expect(await totalXp(userId)).toBe(sum(events));
  const days = await db().select({ day: xpDaily.day, xp: xpDaily.xp }).from(xpDaily).where(eq(xpDaily.userId, userId));
  const byDay: Record<string, number> = {};
  for (const event of events) byDay[event.localDay] = (byDay[event.localDay] ?? 0) + event.amount;
  expect(Object.fromEntries(days.filter((row) => row.xp !== 0).map((row) => [row.day, row.xp]))).toEqual(byDay);
  const totals = await db().select().from(xpTotals).where(eq(xpTotals.userId, userId));
  for (const source of ["content", "match", "onboarding"] as const) {
    const rows = events.filter((event) => event.source === source);
    const rolled = totals.filter((row) => row.source === source);
    expect({ source, xp: sum(rolled.map((row) => ({ amount: row.xp }))), events: rolled.reduce((n, row) => n + row.events, 0) }).toEqual({
      source,
      xp: sum(rows),
      events: rows.length,
    });
  }
}

describe("deleting a content item", () => {
  it("removes an Active item and exactly the XP of its steps; the first-idea bonus and the other items stay", async () => {
    const user = await createTestUser();
    const { item: kept } = await createContent(user.id, idea("Keeper"));
    const { item } = await createContent(user.id, idea("Made by mistake"));
    await advanceTo(user.id, item.id, "filming");
    // 10 + 10 for two ideas, 25 first idea, then script 15, retention 10, filming 30.
    expect(await totalXp(user.id)).toBe(100);
    expect(await contentCounts(user.id)).toEqual({ active: 2, posted: 0 });

    expect(await deleteContent(user.id, item.id)).toMatchObject({ changed: true, amount: 65, totalXp: 35 });
    expect(await db().$count(contentItems, eq(contentItems.id, item.id))).toBe(0);
    expect(await contentCounts(user.id)).toEqual({ active: 1, posted: 0 });
    expect((await listMatchCandidates(user.id, "TikTok")).map((row) => row.id)).toEqual([kept.id]);
    expect(await keysOf(user.id)).toEqual([`content:${kept.id}:step:idea`, "onboarding:first_idea"].sort());
    await expectRollupsMatchLedger(user.id);
  });

  it("takes back a matched post's XP (its steps and the match award) but not the first-post bonus", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Matched"));
    await advanceContent(user.id, item.id, "idea");
    expect(await matchPostedContent(user.id, item.id, "https://www.tiktok.com/@me/video/1")).toMatchObject({ outcome: "matched" });
    const before = await totalXp(user.id);
    const bonuses = (await keysOf(user.id)).filter((key) => !key.startsWith("content:"));
    expect(bonuses).toEqual(expect.arrayContaining(["onboarding:first_idea", "onboarding:first_post"]));

    // idea 10, script 15, posted 50 (by the match).
    expect(await deleteContent(user.id, item.id)).toMatchObject({ amount: 75, totalXp: before! - 75 });
    expect(await contentCounts(user.id)).toEqual({ active: 0, posted: 0 });
    expect(await keysOf(user.id)).toEqual(bonuses);
    await expectRollupsMatchLedger(user.id);
  });

  it("takes back the posted XP of an item the social webhook created", async () => {
    const user = await createTestUser();
    const [{ token }] = await db().select({ token: profiles.webhookToken }).from(profiles).where(eq(profiles.userId, user.id));
    const owner = await findWebhookOwner(token!);
    const result = await recordSocialPost(owner!.token, { userId: user.id, platform: "TikTok", postTitle: "Straight to posted", postUrl: "https://www.tiktok.com/@me/video/9" });
    expect(result.outcome).toBe("created");
    const [created] = await db().select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.userId, user.id));
    const before = await totalXp(user.id);

    expect(await deleteContent(user.id, created.id)).toMatchObject({ amount: 50, totalXp: before! - 50 });
    expect(await db().$count(xpEvents, like(xpEvents.key, `content:${created.id}:%`))).toBe(0);
    await expectRollupsMatchLedger(user.id);
  });

  it("the lists name the XP each item holds, which is what deleting it takes back", async () => {
    const user = await createTestUser();
    const [{ token }] = await db().select({ token: profiles.webhookToken }).from(profiles).where(eq(profiles.userId, user.id));
    const { item: scripted } = await createContent(user.id, idea("At script"));
    await advanceTo(user.id, scripted.id, "script");
    const { item: matched } = await createContent(user.id, idea("Matched at retention"));
    await advanceTo(user.id, matched.id, "retention");
    expect((await matchPostedContent(user.id, matched.id, null)).outcome).toBe("matched");
    await recordSocialPost(token!, { userId: user.id, platform: "TikTok", postTitle: "Made by the webhook", postUrl: "https://www.tiktok.com/@me/video/3" });
    await recordSocialPost(token!, { userId: user.id, platform: "TikTok", postTitle: "Created, then moved back", postUrl: "https://www.tiktok.com/@me/video/4" });
    const [movedBack] = await db().select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.title, "Created, then moved back"));
    expect((await unpostContent(user.id, movedBack.id)).outcome).toBe("unposted");

    const listed = [...(await listActiveContent(user.id, 10)).rows, ...(await listPostedContent(user.id, 10)).rows];
    // idea 10 + script 15; those and retention 10, and posted 50; posted 50; nothing (it skipped every step).
    expect(Object.fromEntries(listed.map((item) => [item.title, item.earnedXp]))).toEqual({
      "At script": 25,
      "Matched at retention": 85,
      "Made by the webhook": 50,
      "Created, then moved back": 0,
    });
    for (const item of listed) expect(await deleteContent(user.id, item.id), item.title).toMatchObject({ amount: item.earnedXp });
    await expectRollupsMatchLedger(user.id);
  });

  it("refuses another creator's item and changes nothing; a second delete finds nothing", async () => {
    const [owner, intruder] = await Promise.all([createTestUser(), createTestUser()]);
    const { item } = await createContent(owner.id, idea("Mine"));
    await advanceContent(owner.id, item.id, "idea");
    const ownerKeys = await keysOf(owner.id);

    expect(await deleteContent(intruder.id, item.id)).toBeNull();
    expect(await db().$count(contentItems, eq(contentItems.id, item.id))).toBe(1);
    expect(await keysOf(owner.id)).toEqual(ownerKeys);
    expect(await totalXp(owner.id)).toBe(50);
    expect(await totalXp(intruder.id)).toBe(0);
    expect(await contentCounts(owner.id)).toEqual({ active: 1, posted: 0 });

    expect(await deleteContent(owner.id, item.id)).toMatchObject({ amount: 25 });
    expect(await deleteContent(owner.id, item.id)).toBeNull();
  });
});

describe("moving a posted item back to Active", () => {
  it("a wrong match goes back to the step and the day it had, without its link, metrics or posted XP", async () => {
    const user = await createTestUser();
    const today = await getCreatorToday(user.id);
    const planned = addDays(today, 3);
    const { item } = await createContent(user.id, { ...idea("Morning routine"), postDate: planned });
    await advanceTo(user.id, item.id, "retention");
    const beforeMatch = await totalXp(user.id);
    expect((await matchPostedContent(user.id, item.id, "https://www.tiktok.com/@me/video/1")).outcome).toBe("matched");
    await updateContentMetrics(user.id, item.id, { views: 900, revenue: "12.50", retentionScore: 40 }, {});
    // The first post's bonus came with it: 50 for posting, 100 for the first post.
    expect(await totalXp(user.id)).toBe(beforeMatch! + 150);
    expect((await getContentItem(user.id, item.id))?.postDate).toBe(today); // posted today, not on its planned day

    const result = await unpostContent(user.id, item.id);
    expect(result).toMatchObject({ outcome: "unposted", item: { workflowStep: "retention" }, xp: { changed: true, amount: 50 } });
    expect(await getContentItem(user.id, item.id)).toMatchObject({ workflowStep: "retention", postDate: planned, plannedPostDate: null, socialPostUrl: null, views: null, revenue: null, retentionScore: null, autoPosted: false });
    expect(await totalXp(user.id)).toBe(beforeMatch! + 100);
    expect(await contentCounts(user.id)).toEqual({ active: 1, posted: 0 });
    expect((await listMatchCandidates(user.id, "TikTok")).map((row) => row.id)).toEqual([item.id]);
    await expectRollupsMatchLedger(user.id);

    // Once back, it can't be moved back again, and posting it again earns the posted XP again.
    expect(await unpostContent(user.id, item.id)).toEqual({ outcome: "not_posted" });
    expect((await matchPostedContent(user.id, item.id, null)).outcome).toBe("matched");
    expect(await totalXp(user.id)).toBe(beforeMatch! + 150);
  });

  it("an item the webhook created goes back as an idea; another creator's id changes nothing", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const [{ token }] = await db().select({ token: profiles.webhookToken }).from(profiles).where(eq(profiles.userId, user.id));
    await recordSocialPost(token!, { userId: user.id, platform: "TikTok", postTitle: "Straight to posted", postUrl: "https://www.tiktok.com/@me/video/9" });
    const [created] = await db().select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.userId, user.id));

    expect(await unpostContent(other.id, created.id)).toEqual({ outcome: "not_found" });
    expect((await getContentItem(user.id, created.id))?.workflowStep).toBe("posted");

    expect(await unpostContent(user.id, created.id)).toMatchObject({ outcome: "unposted", item: { workflowStep: "idea", postDate: null, webhookTriggeredAt: null } });
    await expectRollupsMatchLedger(user.id);
  });
});

describe("undoing a Complete", () => {
  it("takes the item back one step and that step's XP off, once; completing it again earns it again", async () => {
    const user = await createTestUser();
    const { item } = await createContent(user.id, idea("Studio tour"));
    await advanceTo(user.id, item.id, "filming");
    const atFilming = await totalXp(user.id);

    const result = await stepBack(user.id, item.id, "filming");
    expect(result).toMatchObject({ outcome: "moved_back", item: { workflowStep: "retention" }, xp: { changed: true, amount: 30 } });
    expect(await totalXp(user.id)).toBe(atFilming! - 30);
    expect(await keysOf(user.id)).not.toContain(`content:${item.id}:step:filming`);
    await expectRollupsMatchLedger(user.id);

    // A second Undo of the same Complete finds the item elsewhere and changes nothing.
    expect(await stepBack(user.id, item.id, "filming")).toMatchObject({ outcome: "stale", item: { workflowStep: "retention" } });
    expect(await totalXp(user.id)).toBe(atFilming! - 30);

    expect((await advanceContent(user.id, item.id, "retention")).outcome).toBe("advanced");
    expect(await totalXp(user.id)).toBe(atFilming);
    await expectRollupsMatchLedger(user.id);
  });

  it("undoes a post: back at Ready on its planned day, the posted XP off, still marked as sent to the automation", async () => {
    const user = await createTestUser();
    const planned = addDays(await getCreatorToday(user.id), 5);
    const { item } = await createContent(user.id, { ...idea("Sent, then posted"), postDate: planned });
    await advanceTo(user.id, item.id, "ready");
    const triggeredAt = new Date();
    await setPostTriggeredAt(user.id, item.id, triggeredAt);
    const atReady = await totalXp(user.id);
    expect((await advanceContent(user.id, item.id, "ready")).outcome).toBe("advanced");

    expect(await stepBack(user.id, item.id, "posted")).toMatchObject({ outcome: "moved_back", item: { workflowStep: "ready" }, xp: { amount: 50 } });
    expect(await getContentItem(user.id, item.id)).toMatchObject({ workflowStep: "ready", postDate: planned, plannedPostDate: null, postTriggeredAt: triggeredAt });
    // The first post's bonus stays; the posted XP is off.
    expect(await totalXp(user.id)).toBe(atReady! + 100);
    expect(await contentCounts(user.id)).toEqual({ active: 1, posted: 0 });
    await expectRollupsMatchLedger(user.id);
  });

  it("keeps the launch bonus a step reached; another creator's id changes nothing", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { item } = await createContent(user.id, idea("First script"));
    await advanceTo(user.id, item.id, "script");
    await updateContentDetails(user.id, item.id, { hook: "Nobody shows you this part.", hashtags: [], soundUsed: null, postDate: null }, {});
    expect(await keysOf(user.id)).toContain("onboarding:first_script");
    const atScript = await totalXp(user.id);

    expect(await stepBack(other.id, item.id, "script")).toEqual({ outcome: "not_found" });
    expect((await getContentItem(user.id, item.id))?.workflowStep).toBe("script");
    expect(await totalXp(user.id)).toBe(atScript);

    expect(await stepBack(user.id, item.id, "script")).toMatchObject({ outcome: "moved_back", item: { workflowStep: "idea" }, xp: { amount: 15 } });
    expect(await totalXp(user.id)).toBe(atScript! - 15);
    expect(await keysOf(user.id)).toContain("onboarding:first_script");
    await expectRollupsMatchLedger(user.id);
  });
});
