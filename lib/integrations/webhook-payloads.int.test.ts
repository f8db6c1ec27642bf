import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { contentItems, promos } from "@/db/schema";
import { getCreatorSummary } from "@/db/queries/profiles";
import { listDeliveries } from "@/db/queries/webhooks";
import { POST as promoEmail } from "@/app/api/webhooks/promo-email/[token]/route";
import { POST as socialPost } from "@/app/api/webhooks/social-post/[token]/route";
import { creatorWithToken } from "@/test/users";

// Payloads a real automation or mail forwarder sends that are awkward, not wrong: a whole caption
// as the title, the same post's address spelled another way, a long email. None may be lost, and
// one that really can't be used says why, in the answer and in Last deliveries.

beforeAll(() => {
  delete process.env.OPENAI_API_KEY; // the promo-email webhook uses its rules here
});

const deliver = async (route: typeof socialPost, token: string, body: string, contentType = "application/json") => {
  const response = await route(new Request("http://localhost/", { method: "POST", body, headers: { "Content-Type": contentType } }), {
    params: Promise.resolve({ token }),
  });
  return { status: response.status, body: await response.json() };
};
const loggedDeliveries = async (userId: string) => (await listDeliveries(userId)).map((delivery) => [delivery.status, delivery.outcome, delivery.detail]);
const itemsOf = (userId: string) => getDb().select().from(contentItems).where(eq(contentItems.userId, userId));

describe("the social-post webhook with awkward payloads", () => {
  it("keeps a post whose title is a caption longer than a title, shortened at a word", async () => {
    const creator = await creatorWithToken();
    const caption = `Studio tour! ${"Finally showing you where the magic happens, every light and every cable. ".repeat(5)}#creator #studio`;
    const answer = await deliver(socialPost, creator.token, JSON.stringify({ platform: "TikTok", userId: creator.id, postTitle: caption }));
    expect(answer).toMatchObject({ status: 200, body: { outcome: "created" } });
    const [item] = await itemsOf(creator.id);
    expect(item.title.length).toBeLessThanOrEqual(200);
    // The caption's beginning, cut where a word ends.
    const kept = item.title.slice(0, -1);
    expect(item.title.endsWith("…")).toBe(true);
    expect(caption.startsWith(kept)).toBe(true);
    expect(caption[kept.length]).toBe(" ");
  });

  it("logs a body that is not JSON, so the creator sees why their automation's post was refused", async () => {
    const creator = await creatorWithToken();
    const answer = await deliver(socialPost, creator.token, "platform=TikTok&postTitle=Studio+tour", "application/x-www-form-urlencoded");
    expect(answer).toEqual({ status: 400, body: { error: "The body must be JSON", field: null } });
    expect(await loggedDeliveries(creator.id)).toEqual([[400, "rejected", "The body must be JSON"]]);
    expect((await deliver(socialPost, "f".repeat(64), "not json")).status).toBe(401);
  });

  it("refuses a body larger than a delivery ever is (64 KB) before reading it, and keeps nothing", async () => {
    const creator = await creatorWithToken();
    const body = JSON.stringify({ platform: "TikTok", userId: creator.id, postTitle: "x".repeat(70 * 1024) });
    const response = await socialPost(
      new Request("http://localhost/", { method: "POST", body, headers: { "Content-Type": "application/json", "Content-Length": String(body.length) } }),
      { params: Promise.resolve({ token: creator.token }) },
    );
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 413, body: { error: "The body must be at most 64 KB", field: null } });
    expect(await itemsOf(creator.id)).toEqual([]);
    expect(await loggedDeliveries(creator.id)).toEqual([]);
  });

  it("takes the same post at an address differing by a trailing slash, a fragment or the host's case as a duplicate: one item, 50 XP once", async () => {
    const creator = await creatorWithToken();
    const spellings = ["https://www.tiktok.com/@me/video/7", "https://www.tiktok.com/@me/video/7/", "https://WWW.TikTok.com/@me/video/7#comments"];
    const outcomes = [];
    for (const postUrl of spellings) {
      outcomes.push((await deliver(socialPost, creator.token, JSON.stringify({ platform: "TikTok", userId: creator.id, postUrl, postTitle: "Clip" }))).body.outcome);
    }
    expect(outcomes).toEqual(["created", "duplicate", "duplicate"]);
    expect((await itemsOf(creator.id)).map((item) => item.socialPostUrl)).toEqual(["https://www.tiktok.com/@me/video/7"]);
    // 50 posted, 25 first idea, 100 first post: once.
    expect((await getCreatorSummary(creator.id))?.totalXp).toBe(175);
    // A different query string is a different post (youtube.com/watch?v=…).
    const other = await deliver(socialPost, creator.token, JSON.stringify({ platform: "TikTok", userId: creator.id, postUrl: `${spellings[0]}?v=2`, postTitle: "Clip" }));
    expect(other.body.outcome).toBe("created");
  });
});

describe("the promo-email webhook with awkward payloads", () => {
  const promosOf = (userId: string) => getDb().select().from(promos).where(eq(promos.userId, userId));

  it("reads a long forwarded email from its beginning instead of refusing it", async () => {
    const creator = await creatorWithToken();
    const email = {
      subject: `Collab? ${"Re: ".repeat(200)}`,
      text: `We can pay $1,200 for a video.\n${"> quoted thread line\n".repeat(1500)}`,
      from: "Dana <dana@glow-skincare.com>",
    };
    expect(email.subject.length).toBeGreaterThan(500);
    expect(email.text.length).toBeGreaterThan(20_000);
    const answer = await deliver(promoEmail, creator.token, JSON.stringify(email));
    expect(answer).toMatchObject({ status: 200, body: { outcome: "created", brandName: "Glow Skincare" } });
    expect((await promosOf(creator.id)).map((promo) => promo.rate)).toEqual(["1200.00"]);
  });

  it("reads an email a forwarding service posts as a form", async () => {
    const creator = await creatorWithToken();
    const form = new URLSearchParams({ subject: "Paid collab", "body-plain": "We can pay $800 for a video.", from: "Sam <sam@brightbrew.com>" });
    const answer = await deliver(promoEmail, creator.token, form.toString(), "application/x-www-form-urlencoded");
    expect(answer).toMatchObject({ status: 200, body: { outcome: "created", brandName: "Brightbrew" } });
    expect((await promosOf(creator.id)).map((promo) => promo.rate)).toEqual(["800.00"]);
  });

  it("says what is actually wrong with a payload it can't use, in the answer and the log", async () => {
    const creator = await creatorWithToken();
    expect(await deliver(promoEmail, creator.token, "{not json")).toEqual({ status: 400, body: { error: "The body must be JSON", field: null } });
    expect(await deliver(promoEmail, creator.token, JSON.stringify({ subject: 42, text: "Hi" }))).toEqual({
      status: 400,
      body: { error: "subject must be text", field: "subject" },
    });
    expect(await deliver(promoEmail, creator.token, JSON.stringify({ subject: " " }))).toEqual({ status: 400, body: { error: "subject or body is required", field: "body" } });
    expect((await loggedDeliveries(creator.id)).map(([, , detail]) => detail)).toEqual(["subject or body is required", "subject must be text", "The body must be JSON"]);
    expect(await promosOf(creator.id)).toEqual([]);
  });
});
