import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Property-based: every route handler that reads a body gets at least 1,000 generated bodies
// (broken JSON, any JSON, and objects with the right keys and wrong values). The answer is never
// a server error; a refusal is a 4xx with a readable `error`; and a refused body writes no row.

vi.mock("@/lib/session", () => import("@/test/signed-in"));
// Limits would answer 429 after a few hundred calls and hide the validation under test.
vi.mock("@/lib/rate-limit", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/rate-limit")>()),
  hitLimit: async () => ({ ok: true }),
  checkLimit: async () => ({ ok: true }),
}));

import { session } from "@/test/signed-in";
import { getDb } from "@/db";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { contentItems, promos } from "@/db/schema";
import { POST as chat } from "@/app/api/ai/chat/route";
import { POST as promoEmail } from "@/app/api/webhooks/promo-email/[token]/route";
import { POST as socialPost } from "@/app/api/webhooks/social-post/[token]/route";
// @ts-expect-error -- a plain ES module shared with the Playwright run
import { useFakeOpenAi } from "@/test/fake-openai-server.mjs";
import { createTestUser } from "@/test/users";

const RUNS = 1000;

const value = fc.oneof(
  fc.string(),
  fc.constantFrom("", " ", "TikTok", "YouTube", "tiktok", "https://www.tiktok.com/@me/video/1", "javascript:alert(1)", "2026-11-22", "2026-13-45T99:00Z", "user", "assistant"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

/** A request body: broken JSON, any JSON, or an object with these keys and generated values. */
function bodies(keys: string[], extra: fc.Arbitrary<unknown>[] = []) {
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
  return fc.oneof(
    fc.string().map((text) => ({ raw: text })),
    fc.json().map((text) => ({ raw: text })),
    ...[shaped, ...extra].map((arbitrary) => arbitrary.map((object) => ({ raw: JSON.stringify(object) }))),
  );
}

const request = (raw: string, contentType = "application/json") =>
  new Request("http://localhost/", { method: "POST", body: raw, headers: { "Content-Type": contentType } });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function rowsOf(table: typeof contentItems | typeof promos, userId: string): Promise<number> {
  const [row] = await getDb().select({ rows: count() }).from(table).where(eq(table.userId, userId));
  return row.rows;
}

/** The shared rule: no 5xx, and a 4xx says why in `error`. */
async function expectClearAnswer(response: Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    const body = await response.json();
    expect(typeof body.error).toBe("string");
    expect(body.error.trim().length).toBeGreaterThan(3);
  }
}

let stopAi: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopAi } = await useFakeOpenAi());
});
afterAll(() => stopAi());

describe("route handler bodies under fuzzing", () => {
  it("POST /api/webhooks/social-post/<token>", { timeout: 300_000 }, async () => {
    const user = await createTestUser();
    const { token } = (await getWebhookSettings(user.id))!;
    const valid = fc.record({ platform: fc.constantFrom("TikTok", "YouTube"), userId: fc.constant(user.id), postTitle: fc.string({ minLength: 1 }) });
    await fc.assert(
      fc.asyncProperty(bodies(["platform", "userId", "postUrl", "postTitle", "postDate"], [valid]), async ({ raw }) => {
        const before = await rowsOf(contentItems, user.id);
        const response = await socialPost(request(raw), params({ token }));
        await expectClearAnswer(response);
        if (response.status !== 200) expect(await rowsOf(contentItems, user.id)).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/webhooks/promo-email/<token>, as JSON and as form fields", { timeout: 300_000 }, async () => {
    const user = await createTestUser();
    const { token } = (await getWebhookSettings(user.id))!;
    const keys = ["subject", "body", "text", "body-plain", "from", "sender"];
    await fc.assert(
      fc.asyncProperty(bodies(keys), fc.boolean(), async ({ raw }, asForm) => {
        const before = await rowsOf(promos, user.id);
        const formBody = asForm ? new URLSearchParams(Object.entries(safeObject(raw)).map(([key, field]) => [key, typeof field === "string" ? field : JSON.stringify(field)])).toString() : raw;
        const response = await promoEmail(request(formBody, asForm ? "application/x-www-form-urlencoded" : "application/json"), params({ token }));
        await expectClearAnswer(response);
        if (response.status !== 200) expect(await rowsOf(promos, user.id)).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/ai/chat", { timeout: 300_000 }, async () => {
    session.user = await createTestUser();
    const message = fc.record({ role: value, content: value }, { requiredKeys: [] });
    const conversations = fc.oneof(
      fc.record({ messages: fc.array(message, { maxLength: 4 }) }),
      fc.record({ messages: fc.array(fc.record({ role: fc.constant("user"), content: fc.string({ minLength: 1, maxLength: 50 }) }), { minLength: 1, maxLength: 2 }) }),
    );
    await fc.assert(
      fc.asyncProperty(bodies(["messages"], [conversations]), async ({ raw }) => {
        const response = await chat(request(raw));
        await expectClearAnswer(response);
        if (response.ok) await response.body?.cancel(); // a valid conversation: the reply itself is tested elsewhere
      }),
      { numRuns: RUNS },
    );
    session.user = null;
  });
});

function safeObject(raw: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

describe("oversized webhook bodies", () => {
  // A stream with no Content-Length, as a chunked upload arrives: the size is found by reading.
  const streamed = (text: string) =>
    new Request("http://localhost/", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      }),
      headers: { "Content-Type": "application/json" },
      duplex: "half",
    } as RequestInit);

  it("are refused with 413 and a readable error, declared or streamed, and write nothing", async () => {
    const user = await createTestUser();
    const { token } = (await getWebhookSettings(user.id))!;
    // Padded with a field a delivery may carry and the webhook ignores (Zapier sends whole records).
    const delivery = (padding: number) => JSON.stringify({ platform: "TikTok", userId: user.id, postTitle: "Big", postUrl: "https://www.tiktok.com/@me/video/1", raw: "x".repeat(padding) });
    for (const oversized of [request(delivery(70_000)), streamed(delivery(70_000))]) {
      const response = await socialPost(oversized, params({ token }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: "The body must be at most 64 KB", field: null });
    }
    const email = JSON.stringify({ subject: "Sponsorship", body: "x".repeat(1_100_000) });
    const refused = await promoEmail(request(email), params({ token }));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: "The body must be at most 1 MB", field: null });
    // A forwarding service's multipart post may carry attachments beyond that; its text fields still count.
    const withAttachment = new FormData();
    withAttachment.set("subject", "Sponsorship from Acme");
    withAttachment.set("body-plain", "We'd love to sponsor your next video for $500.");
    withAttachment.set("attachment-1", new Blob([new Uint8Array(2_000_000)], { type: "application/pdf" }), "media-kit.pdf");
    const multipart = new Request("http://localhost/", { method: "POST", body: withAttachment });
    expect((await promoEmail(multipart, params({ token }))).status).toBe(200);
    expect(await rowsOf(contentItems, user.id)).toBe(0);
    expect(await rowsOf(promos, user.id)).toBe(1);
    // Just under the limit is an ordinary delivery.
    expect((await socialPost(streamed(delivery(60_000)), params({ token }))).status).toBe(200);
  });
});
