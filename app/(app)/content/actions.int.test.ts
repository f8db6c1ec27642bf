import { describe, expect, it, vi } from "vitest";

// Undo on Match Posted Content's toast against Move back to Active, run as the signed-in creator
// outside Next.js: what each keeps of the automation's Trigger post mark, and why it matters.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { session } from "@/test/signed-in";
import { advanceContent, createContent, getContentItem, matchPostedContent, setPostTriggeredAt } from "@/db/queries/content";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { recordSocialPost } from "@/db/queries/webhooks";
import { WORKFLOW_STEPS } from "@/lib/rules/workflow";
import { createTestUser } from "@/test/users";
import { undoMatch, unpostContent } from "./actions";

describe("undoMatch", () => {
  it("puts a wrong match back where it was, still marked as sent, so the automation's untitled post finds it", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Sent to the automation", platform: "TikTok", contentType: "original", postDate: null });
    for (const step of WORKFLOW_STEPS.slice(0, WORKFLOW_STEPS.indexOf("ready"))) await advanceContent(userId, item.id, step);
    const triggeredAt = new Date();
    await setPostTriggeredAt(userId, item.id, triggeredAt);

    expect((await matchPostedContent(userId, item.id, null)).outcome).toBe("matched");
    expect(await undoMatch(item.id)).toEqual({ ok: true, data: { step: "ready", xpTaken: 50 } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ workflowStep: "ready", postTriggeredAt: triggeredAt });
    // A second Undo (a double tap, another tab) changes nothing.
    expect(await undoMatch(item.id)).toEqual({ ok: false, error: "This item is back in Active already." });

    // The post the automation makes comes in untitled, and marks the item it was sent.
    const { token } = (await getWebhookSettings(userId))!;
    const delivery = await recordSocialPost(token, { userId, platform: "TikTok", postUrl: "https://www.tiktok.com/@me/video/5" });
    expect(delivery).toMatchObject({ outcome: "matched", itemId: item.id });
  });

  it("Move back to Active clears the mark instead: it may be what matched the wrong item", async () => {
    session.user = await createTestUser();
    const userId = session.user.id;
    const { item } = await createContent(userId, { title: "Matched by its mark", platform: "YouTube", contentType: "original", postDate: null });
    await setPostTriggeredAt(userId, item.id, new Date());
    expect((await matchPostedContent(userId, item.id, null)).outcome).toBe("matched");

    expect(await unpostContent(item.id)).toEqual({ ok: true, data: { step: "idea", xpTaken: 50 } });
    expect(await getContentItem(userId, item.id)).toMatchObject({ workflowStep: "idea", postTriggeredAt: null });
    // Another creator's Undo finds nothing of theirs.
    expect((await matchPostedContent(userId, item.id, null)).outcome).toBe("matched");
    session.user = await createTestUser();
    expect(await undoMatch(item.id)).toMatchObject({ ok: false });
    expect((await getContentItem(userId, item.id))?.workflowStep).toBe("posted");
  });
});
