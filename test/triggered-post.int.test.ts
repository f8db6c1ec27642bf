import { createServer } from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The round trip of decision D7 and D6: Trigger post sends an item to the creator's automation,
// which posts it, and the social webhook reports the post, often without a title. That untitled
// delivery marks the triggered item posted, instead of adding a second, new item.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

import { triggerPost } from "@/app/(app)/content/integration-actions";
import { getDb } from "@/db";
import { contentItems } from "@/db/schema";
import { createContent } from "@/db/queries/content";
import { getWebhookSettings, updateAutomationUrl } from "@/db/queries/webhooks";
import { handleSocialPostWebhook } from "@/lib/integrations/inbound-webhooks";
import { session } from "@/test/signed-in";
import { createTestUser } from "@/test/users";

// A local catch hook: /on answers as a Zap that ran, /off as one that is turned off, and
// /report-first posts and reports the post through the social webhook before it answers.
let reportFirst: { token: string; userId: string } | null = null;
let reportedMeanwhile: Record<string, unknown> | null = null;
const hook = createServer(async (request, response) => {
  request.resume();
  if (request.url === "/report-first" && reportFirst) {
    reportedMeanwhile = (await handleSocialPostWebhook(reportFirst.token, untitledPost(reportFirst.userId, "https://www.tiktok.com/@me/video/9"))).body;
  }
  const on = request.url !== "/off";
  response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: on, message: on ? "Zap triggered" : "Zap is turned off" }));
});
let base = "";

beforeAll(async () => {
  process.env.OUTBOUND_PRIVATE_ADDRESSES = "allow"; // the hook is on this machine
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const address = hook.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  delete process.env.OUTBOUND_PRIVATE_ADDRESSES;
  hook.closeAllConnections();
  hook.close();
});

async function creatorWithAutomation(path = "/on") {
  const user = await createTestUser();
  session.user = user;
  await updateAutomationUrl(user.id, `${base}${path}`);
  return { ...user, token: (await getWebhookSettings(user.id))!.token };
}

const plan = (userId: string, title: string, platform: "TikTok" | "YouTube" = "TikTok") =>
  createContent(userId, { title, platform, contentType: "original", postDate: null }).then(({ item }) => item);
const stepOf = async (id: string) => (await getDb().select({ step: contentItems.workflowStep }).from(contentItems).where(eq(contentItems.id, id)))[0].step;
const untitledPost = (userId: string, postUrl: string, platform = "TikTok") => ({ platform, userId, postUrl });

describe("a post triggered from the app and reported without a title", () => {
  it("marks the one triggered item posted with its XP, on its own platform only", async () => {
    const creator = await creatorWithAutomation();
    const triggered = await plan(creator.id, "Desk setup");
    const onYouTube = await plan(creator.id, "Long cut", "YouTube");
    await plan(creator.id, "Not triggered");
    for (const item of [triggered, onYouTube]) expect(await triggerPost(item.id)).toMatchObject({ ok: true, data: { success: true } });

    const answer = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/1"));
    expect(answer.body).toMatchObject({ outcome: "matched", itemId: triggered.id });
    expect(answer.body.xpAwarded).toBeGreaterThanOrEqual(50);
    const [row] = await getDb().select().from(contentItems).where(eq(contentItems.id, triggered.id));
    expect(row).toMatchObject({ workflowStep: "posted", autoPosted: true, socialPostUrl: "https://www.tiktok.com/@me/video/1" });
    expect(await stepOf(onYouTube.id)).toBe("idea");

    // Now nothing triggered waits on TikTok: the next untitled post is a new item.
    const next = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/2"));
    expect(next.body).toMatchObject({ outcome: "created" });
  });

  it("marks nothing when two triggered items wait on the platform: which went live can't be told", async () => {
    const creator = await creatorWithAutomation();
    const first = await plan(creator.id, "Morning routine");
    const second = await plan(creator.id, "Night routine");
    for (const item of [first, second]) expect(await triggerPost(item.id)).toMatchObject({ ok: true, data: { success: true } });
    const answer = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/3"));
    expect(answer.body).toMatchObject({ outcome: "created" });
    expect([await stepOf(first.id), await stepOf(second.id)]).toEqual(["idea", "idea"]);
  });

  it("marks the item before the automation answers, so a post reported meanwhile finds it", async () => {
    const creator = await creatorWithAutomation("/report-first");
    const item = await plan(creator.id, "Studio tour");
    reportFirst = { token: creator.token, userId: creator.id };
    expect(await triggerPost(item.id)).toMatchObject({ ok: true, data: { success: true } });
    expect(reportedMeanwhile).toMatchObject({ outcome: "matched", itemId: item.id });
  });

  it("makes a new item when nothing was triggered, the automation refused it, or it was triggered more than two days ago", async () => {
    const creator = await creatorWithAutomation("/off");
    const refused = await plan(creator.id, "Refused by the Zap");
    expect(await triggerPost(refused.id)).toMatchObject({ ok: true, data: { success: false, message: "Zap is turned off" } });
    const first = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/4"));
    expect(first.body).toMatchObject({ outcome: "created" });
    expect(await stepOf(refused.id)).toBe("idea");

    await updateAutomationUrl(creator.id, `${base}/on`);
    const stale = await plan(creator.id, "Triggered last week");
    expect(await triggerPost(stale.id)).toMatchObject({ ok: true, data: { success: true } });
    await getDb().update(contentItems).set({ postTriggeredAt: sql`now() - interval '3 days'` }).where(eq(contentItems.id, stale.id));
    const second = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/5"));
    expect(second.body).toMatchObject({ outcome: "created" });
    expect(await stepOf(stale.id)).toBe("idea");
  });

  it("a title that matches nothing still makes a new item, whatever was triggered", async () => {
    const creator = await creatorWithAutomation();
    const triggered = await plan(creator.id, "Studio tour");
    expect(await triggerPost(triggered.id)).toMatchObject({ ok: true, data: { success: true } });
    const answer = await handleSocialPostWebhook(creator.token, { ...untitledPost(creator.id, "https://www.tiktok.com/@me/video/6"), postTitle: "Surprise dance" });
    expect(answer.body).toMatchObject({ outcome: "created" });
    expect(await stepOf(triggered.id)).toBe("idea");
  });
});
