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

// A local catch hook: /on answers as a Zap that ran, /off as one that is turned off.
const hook = createServer((request, response) => {
  request.resume();
  const on = request.url === "/on";
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
  it("marks the triggered item posted with its XP, the latest triggered one of several, on its own platform only", async () => {
    const creator = await creatorWithAutomation();
    const earlier = await plan(creator.id, "Desk setup");
    const latest = await plan(creator.id, "Morning routine");
    const onYouTube = await plan(creator.id, "Long cut", "YouTube");
    await plan(creator.id, "Not triggered");
    for (const item of [earlier, onYouTube, latest]) expect(await triggerPost(item.id)).toMatchObject({ ok: true, data: { success: true } });

    const answer = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/1"));
    expect(answer.body).toMatchObject({ outcome: "matched", itemId: latest.id });
    expect(answer.body.xpAwarded).toBeGreaterThanOrEqual(50);
    const [row] = await getDb().select().from(contentItems).where(eq(contentItems.id, latest.id));
    expect(row).toMatchObject({ workflowStep: "posted", autoPosted: true, socialPostUrl: "https://www.tiktok.com/@me/video/1" });

    // The next untitled TikTok post is the other triggered TikTok item; the YouTube one waits for its own platform.
    const next = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/2"));
    expect(next.body).toMatchObject({ outcome: "matched", itemId: earlier.id });
    expect(await stepOf(onYouTube.id)).toBe("idea");
    const third = await handleSocialPostWebhook(creator.token, untitledPost(creator.id, "https://www.tiktok.com/@me/video/3"));
    expect(third.body).toMatchObject({ outcome: "created" });
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
