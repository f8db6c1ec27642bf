import { describe, expect, it, vi } from "vitest";

// Move back to Active (a Posted card's button, and Undo on Match Posted Content's toast), run as
// the signed-in creator outside Next.js: what it keeps of the automation's Trigger post mark, and
// why that matters when the automation's untitled post comes in.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { eq } from "drizzle-orm";
import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { getDb } from "@/db";
import { advanceContent, createContent, deleteContent, getContentItem } from "@/db/queries/content";
import { matchPostedContent, setPostTriggeredAt } from "@/db/queries/content-posting";
import { getCreatorSummary, getCreatorToday } from "@/db/queries/profiles";
import { contentItems } from "@/db/schema";
import { getWebhookSettings, recordSocialPost } from "@/db/queries/webhooks";
import { addDays, addMonths } from "@/lib/rules/calendar-day";
import { WORKFLOW_STEPS } from "@/lib/rules/workflow";
import { createTestUser } from "@/test/users";
import { matchPost, rescheduleItem } from "../calendar/actions";
import { editContent, saveContentDetails, saveContentMetrics, unpostContent } from "./actions";

const totalXp = async (userId: string) => (await getCreatorSummary(userId))?.totalXp;

async function untitledPost(userId: string, platform: "TikTok" | "YouTube", postUrl: string) {
  const { token } = (await getWebhookSettings(userId))!;
  return recordSocialPost(token, { userId, platform, postUrl });
}

describe("unpostContent", () => {
  it("undoes a match made by hand, keeping the Trigger post mark, so the automation's untitled post still finds the item", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Sent to the automation", platform: "TikTok", contentType: "original", postDate: null });
    for (const step of WORKFLOW_STEPS.slice(0, WORKFLOW_STEPS.indexOf("ready"))) await advanceContent(userId, item.id, step);
    const triggeredAt = new Date();
    await setPostTriggeredAt(userId, item.id, triggeredAt);
    const atReady = await totalXp(userId);

    expect((await matchPostedContent(userId, item.id, null)).outcome).toBe("matched");
    expect(await unpostContent(item.id)).toEqual({ ok: true, data: { step: "ready", xpTaken: 50 } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ workflowStep: "ready", postTriggeredAt: triggeredAt });
    // The first post's bonus (100) stays; the posted 50 came off.
    expect(await totalXp(userId)).toBe(atReady! + 100);
    // A second Undo (a double tap, another tab) changes nothing.
    expect(await unpostContent(item.id)).toEqual({ ok: false, error: "This item is back in Active already." });

    expect(await untitledPost(userId, "TikTok", "https://www.tiktok.com/@me/video/5")).toMatchObject({ outcome: "matched", itemId: item.id });
  });

  it("clears the mark of an item the webhook marked posted by it: the mark may be what matched the wrong item", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Matched by its mark", platform: "YouTube", contentType: "original", postDate: null });
    await setPostTriggeredAt(userId, item.id, new Date());
    expect(await untitledPost(userId, "YouTube", "https://youtu.be/first")).toMatchObject({ outcome: "matched", itemId: item.id });

    expect(await unpostContent(item.id)).toEqual({ ok: true, data: { step: "idea", xpTaken: 50 } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ workflowStep: "idea", postTriggeredAt: null, autoPosted: false });
    // The next untitled post is recorded as a post of its own, not matched to this item again.
    expect(await untitledPost(userId, "YouTube", "https://youtu.be/second")).toMatchObject({ outcome: "created" });
  });

  it("refuses another creator's item as gone, without moving it", async () => {
    const owner = await createTestUser();
    const { item } = await createContent(owner.id, { title: "Not yours", platform: "TikTok", contentType: "original", postDate: null });
    expect((await matchPostedContent(owner.id, item.id, null)).outcome).toBe("matched");

    session.user = await createTestUser();
    expect(await unpostContent(item.id)).toEqual({
      ok: false,
      error: "This content item no longer exists. It may have been deleted in another tab.",
    });
    expect((await getContentItem(owner.id, item.id))?.workflowStep).toBe("posted");
  });
});

const GONE = "This content item no longer exists. It may have been deleted in another tab.";
const CHANGED = "This content item was changed in another tab or on another device since this dialog opened.";
const CHANGED_ON_CARD = "This content item was changed in another tab or on another device since this page showed it.";

const metricsForm = (views: string) => {
  const form = new FormData();
  form.set("views", views);
  form.set("revenue", "");
  form.set("retentionScore", "");
  return form;
};

describe("editContent", () => {
  it("puts a typo right so the post matches; a posted item keeps its platform; bad input and a gone item change nothing", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Morining routine", platform: "TikTok", contentType: "original", postDate: null });
    expect(await editContent(item.id, item, formOf({ title: " ", platform: "Instagram" }))).toEqual({ ok: false, fieldErrors: { title: ["Enter a title"] } });
    expect(await editContent(item.id, item, formOf({ title: "Morning routine", platform: "MySpace" }))).toMatchObject({ ok: false, fieldErrors: { platform: ["Choose TikTok, YouTube, Instagram or Twitter"] } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ title: "Morining routine", platform: "TikTok" });

    expect(await editContent(item.id, item, formOf({ title: "  Morning routine ", platform: "Instagram" }))).toEqual({ ok: true, data: { notApplied: null } });
    const renamed = await getContentItem(userId, item.id);
    expect(renamed).toMatchObject({ title: "Morning routine", platform: "Instagram" });
    // A dialog opened before that save would have put the old title and platform back: it is refused.
    expect(await editContent(item.id, item, formOf({ title: "Morining routine!", platform: "TikTok" }))).toEqual({ ok: false, error: CHANGED, gone: true });
    expect(await getContentItem(userId, item.id)).toMatchObject({ title: "Morning routine", platform: "Instagram" });
    // The social webhook now finds it by its corrected title, on its new platform.
    const { token } = (await getWebhookSettings(userId))!;
    expect(await recordSocialPost(token, { userId, platform: "Instagram", postTitle: "Morning routine ☀️" })).toMatchObject({ outcome: "matched", itemId: item.id });

    // Posted in another tab since its dialog opened: a new title, the platform it went out on, and the toast says so.
    expect(await editContent(item.id, renamed, formOf({ title: "My morning routine", platform: "YouTube" }))).toEqual({ ok: true, data: { notApplied: "platform" } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ title: "My morning routine", platform: "Instagram" });

    await deleteContent(userId, item.id);
    expect(await editContent(item.id, renamed, formOf({ title: "Anything" }))).toEqual({ ok: false, error: GONE, gone: true });
  });

  it("puts a posted item's day right: not after today nor more than a year back; moved back meanwhile, its planned date stays", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const today = await getCreatorToday(userId);
    // Planned for three days ago and marked posted late: it is dated its planned day.
    const { item } = await createContent(userId, { title: "Late post", platform: "TikTok", contentType: "original", postDate: addDays(today, -3) });
    await matchPostedContent(userId, item.id, null);
    expect((await getContentItem(userId, item.id))?.postDate).toBe(addDays(today, -3));

    // Each edit from a dialog showing the item as it is now.
    const edit = async (postDate: string) => editContent(item.id, await getContentItem(userId, item.id), formOf({ title: "Late post", postDate }));
    expect(await edit(addDays(today, 1))).toEqual({ ok: false, fieldErrors: { postDate: ["A post can't be dated after today"] } });
    expect(await edit(addMonths(today, -13))).toEqual({ ok: false, fieldErrors: { postDate: ["A post date can't be more than a year ago"] } });
    expect(await edit("")).toEqual({ ok: false, fieldErrors: { postDate: ["Enter a valid date"] } });
    expect((await getContentItem(userId, item.id))?.postDate).toBe(addDays(today, -3));

    // Moved back to Active in another tab while the dialog was open (its day, the planned one, unchanged): it stays planned for it.
    const postedAsShown = await getContentItem(userId, item.id);
    await unpostContent(item.id);
    expect(await editContent(item.id, postedAsShown, formOf({ title: "Late post", postDate: addDays(today, -1) }))).toEqual({ ok: true, data: { notApplied: "postDate" } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ postDate: addDays(today, -3), workflowStep: "idea" });

    await matchPostedContent(userId, item.id, null);
    const beforeTheFix = await getContentItem(userId, item.id);
    expect(await edit(today)).toEqual({ ok: true, data: { notApplied: null } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ postDate: today, plannedPostDate: addDays(today, -3), workflowStep: "posted" });
    // A dialog that showed the day before it was put right can't put it back.
    expect(await editContent(item.id, beforeTheFix, formOf({ title: "Late post", postDate: addDays(today, -2) }))).toEqual({ ok: false, error: CHANGED, gone: true });
    expect((await getContentItem(userId, item.id))?.postDate).toBe(today);
  });

  it("an Active item's rename isn't refused over its planned date, which its dialog doesn't show, cleared in another tab", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const today = await getCreatorToday(userId);
    const { item } = await createContent(userId, { title: "Planned", platform: "TikTok", contentType: "original", postDate: addDays(today, 3) });
    await getDb().update(contentItems).set({ postDate: null }).where(eq(contentItems.id, item.id));
    expect(await editContent(item.id, { title: "Planned", platform: "TikTok", postDate: addDays(today, 3) }, formOf({ title: "Planned, renamed", platform: "TikTok" }))).toEqual({
      ok: true,
      data: { notApplied: null },
    });
    expect(await getContentItem(userId, item.id)).toMatchObject({ title: "Planned, renamed", postDate: null });
  });

  it("a posted item without a day (posted before posting dated items) can be renamed without giving one, or be given one", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const today = await getCreatorToday(userId);
    const { item } = await createContent(userId, { title: "Old post", platform: "TikTok", contentType: "original", postDate: null });
    await matchPostedContent(userId, item.id, null);
    await getDb().update(contentItems).set({ postDate: null }).where(eq(contentItems.id, item.id));

    expect(await editContent(item.id, await getContentItem(userId, item.id), formOf({ title: "Old post, renamed", postDate: "" }))).toEqual({ ok: true, data: { notApplied: null } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ title: "Old post, renamed", postDate: null, workflowStep: "posted" });
    expect(await editContent(item.id, await getContentItem(userId, item.id), formOf({ title: "Old post, renamed", postDate: addDays(today, 1) }))).toEqual({
      ok: false,
      fieldErrors: { postDate: ["A post can't be dated after today"] },
    });
    expect(await editContent(item.id, await getContentItem(userId, item.id), formOf({ title: "Old post, renamed", postDate: addDays(today, -20) }))).toEqual({ ok: true, data: { notApplied: null } });
    expect((await getContentItem(userId, item.id))?.postDate).toBe(addDays(today, -20));
  });
});

describe("an item changed or deleted elsewhere while its card is open", () => {
  it("metrics: a posted item takes them; moved back it says why; deleted it says it is gone", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Metrics later", platform: "TikTok", contentType: "original", postDate: null });
    expect(await saveContentMetrics(item.id, item, metricsForm("1200"))).toEqual({ ok: false, error: "Metrics can be entered once the item is posted." });
    await matchPostedContent(userId, item.id, null);
    expect(await saveContentMetrics(item.id, item, metricsForm("1200"))).toEqual({ ok: true, data: { views: 1200, revenue: null, retentionScore: null } });
    expect((await getContentItem(userId, item.id))?.views).toBe(1200);

    await deleteContent(userId, item.id);
    // The metrics form stays with what was typed; the page drops the card once it is left (gone).
    expect(await saveContentMetrics(item.id, item, metricsForm("1500"))).toEqual({ ok: false, error: GONE, gone: true });
  });

  it("details and metrics saved in another tab are not written over by a card that showed them before", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Script on the laptop", platform: "YouTube", contentType: "original", postDate: null });
    const phoneCard = item;
    const laptop = await saveContentDetails(item.id, item, formOf({ hook: "Nobody shows you this part.", hashtags: "#studio", soundUsed: "", postDate: "" }));
    expect(laptop).toMatchObject({ ok: true, data: { saved: { hook: "Nobody shows you this part.", hashtags: ["studio"], soundUsed: null, postDate: null } } });

    // The phone's card, open since before, changes only the sound: its empty hook would have gone over the script.
    const phoneSound = formOf({ hook: "", hashtags: "", soundUsed: "Lo-fi beat", postDate: "" });
    expect(await saveContentDetails(item.id, phoneCard, phoneSound)).toEqual({ ok: false, error: CHANGED_ON_CARD, gone: true });
    expect(await getContentItem(userId, item.id)).toMatchObject({ hook: "Nobody shows you this part.", hashtags: ["studio"], soundUsed: null });
    // The laptop saves again from what its save answered: nothing stands in the way.
    const again = formOf({ hook: "Nobody shows you this part.", hashtags: "studio, vlog", soundUsed: "", postDate: "" });
    expect(await saveContentDetails(item.id, { ...item, ...(laptop.ok && laptop.data.saved) }, again)).toMatchObject({ ok: true });

    await matchPostedContent(userId, item.id, null);
    const postedCard = await getContentItem(userId, item.id);
    expect(await saveContentMetrics(item.id, postedCard, metricsForm("1200"))).toMatchObject({ ok: true });
    expect(await saveContentMetrics(item.id, postedCard, metricsForm("900"))).toEqual({ ok: false, error: CHANGED_ON_CARD, gone: true });
    expect((await getContentItem(userId, item.id))?.views).toBe(1200);
  });

  it("reschedule: a posted item keeps its day; a deleted one is gone, and another creator's too", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Moved on the calendar", platform: "YouTube", contentType: "original", postDate: null });
    const { item: posted } = await createContent(userId, { title: "Already out", platform: "YouTube", contentType: "original", postDate: null });
    await matchPostedContent(userId, posted.id, null);
    // A week ahead: inside the planned dates allowed on any day the test runs.
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

    expect(await rescheduleItem(item.id, day)).toEqual({ ok: true, data: undefined });
    expect((await getContentItem(userId, item.id))?.postDate).toBe(day);
    expect(await rescheduleItem(posted.id, day)).toEqual({ ok: false, error: "Posted items keep the day they went out." });

    await deleteContent(userId, item.id);
    expect(await rescheduleItem(item.id, day)).toEqual({ ok: false, error: GONE });

    const other = await createContent(userId, { title: "Someone else's", platform: "TikTok", contentType: "original", postDate: null });
    session.user = await createTestUser();
    expect(await rescheduleItem(other.item.id, day)).toEqual({ ok: false, error: GONE });
    expect((await getContentItem(userId, other.item.id))?.postDate).toBeNull();
  });
});

describe("matchPost", () => {
  it("matches the picked item; one posted meanwhile says so, and one deleted (or another creator's) is gone", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Picked", platform: "TikTok", contentType: "original", postDate: null });
    const match = (id: string) => matchPost(formOf({ contentId: id, postUrl: "https://www.tiktok.com/@maya/video/1" }));

    expect(await match(item.id)).toMatchObject({ ok: true, data: { id: item.id, title: "Picked" } });
    expect(await match(item.id)).toEqual({ ok: false, error: "This item is already posted." });

    const { item: deleted } = await createContent(userId, { title: "Deleted in another tab", platform: "TikTok", contentType: "original", postDate: null });
    await deleteContent(userId, deleted.id);
    expect(await match(deleted.id)).toEqual({ ok: false, error: GONE });

    const { item: theirs } = await createContent(userId, { title: "Someone else's", platform: "TikTok", contentType: "original", postDate: null });
    session.user = await createTestUser();
    expect(await match(theirs.id)).toEqual({ ok: false, error: GONE });
    expect((await getContentItem(userId, theirs.id))?.workflowStep).toBe("idea");
  });
});

describe("saveContentDetails from a Posted card", () => {
  it("keeps the item's day: its form has no date, and the item may be back in Active with its plan", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const planned = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const { item } = await createContent(userId, { title: "Posted, then moved back", platform: "Twitter", contentType: "original", postDate: planned });
    await matchPostedContent(userId, item.id, null);
    // Another tab moves it back: the planned day returns.
    await unpostContent(item.id);
    expect((await getContentItem(userId, item.id))?.postDate).toBe(planned);

    const postedCardForm = new FormData();
    postedCardForm.set("hook", "Still a good hook");
    postedCardForm.set("hashtags", "launch");
    postedCardForm.set("soundUsed", "");
    // The posted card showed the day it went out, which isn't compared: the form has no date.
    expect(await saveContentDetails(item.id, { ...item, postDate: "2026-01-01" }, postedCardForm)).toMatchObject({ ok: true });
    expect(await getContentItem(userId, item.id)).toMatchObject({ postDate: planned, hook: "Still a good hook", hashtags: ["launch"] });
  });
});
