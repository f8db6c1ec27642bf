import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { handleSocialPostWebhook } from "@/lib/integrations/inbound-webhooks";
import { checkLimit, hitLimit, LIMITS, waitMessage } from "@/lib/rate-limit";
import { createTestUser } from "@/test/users";

const limit = { bucket: "test", max: 10, windowSeconds: 15 * 60 };

describe("the sliding-window estimate (rate_limit_estimate)", () => {
  const estimate = async (current: number, previous: number, elapsedSeconds: number) => {
    const [row] = rowsOf<{ estimate: number }>(
      await getDb().execute(sql`select rate_limit_estimate(${current}::integer, ${previous}::integer, ${elapsedSeconds}::float8, 900) as estimate`),
    );
    return Number(row.estimate);
  };

  it("counts the previous window by how much of it still overlaps", async () => {
    expect(await estimate(3, 8, 0)).toBe(11);
    expect(await estimate(3, 8, 450)).toBe(7);
    expect(await estimate(3, 8, 900)).toBe(3);
  });

  it("ten hits just before a window's edge still count just after it", async () => {
    expect(await estimate(0, 10, 5)).toBeGreaterThan(9.9);
  });
});

describe("abuse limits in the database", () => {
  it("allows the limit's number of hits, then refuses with the time left in the window", async () => {
    const key = `someone-${randomUUID()}@example.com`;
    for (let hit = 1; hit <= 10; hit++) expect(await hitLimit(limit, key)).toEqual({ ok: true });
    expect(await checkLimit(limit, key)).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    const refused = await hitLimit(limit, key);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Sliding: the rest of this window, then part of the next while these hits fade out.
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2 * 15 * 60);
    // Another key, and the same key in another bucket, are counted apart; case doesn't matter.
    expect(await checkLimit(limit, `other-${randomUUID()}`)).toEqual({ ok: true });
    expect(await checkLimit({ ...limit, bucket: "test-other" }, key)).toEqual({ ok: true });
    expect((await checkLimit(limit, key.toUpperCase())).ok).toBe(false);
  });

  it("counts simultaneous hits exactly (as several app servers would send them)", async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 30 }, () => hitLimit(limit, key)));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
  });

  it("a webhook address takes 120 deliveries a minute, then answers 429 with Retry-After and changes nothing", async () => {
    // Windows are whole minutes: if one ends mid-test, try again with a fresh address.
    const minute = () => Math.floor(Date.now() / 60_000);
    for (let attempt = 1; attempt <= 2; attempt++) {
      const user = await createTestUser();
      const { token } = (await getWebhookSettings(user.id))!;
      const started = minute();
      const answers = await Promise.all(Array.from({ length: LIMITS.webhookPerToken().max }, () => handleSocialPostWebhook(token, { platform: "Vine" })));
      const refused = await handleSocialPostWebhook(token, { platform: "TikTok", userId: user.id, postTitle: "One too many" });
      if (minute() !== started) continue;
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([400]));
      expect(refused.status).toBe(429);
      // The rest of this window, then until its hits fade enough: up to a minute and a second, so
      // early in a window the message can say "2 minutes" (whole minutes, rounded up).
      const retryAfter = Number(refused.headers?.["Retry-After"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(62);
      expect(refused.body.error).toBe(`Too many deliveries to this address. ${waitMessage(retryAfter)}`);
      const [counts] = rowsOf<{ items: number; xp: number }>(
        await getDb().execute(sql`select (select count(*) from content_items where user_id = ${user.id})::int as items,
          (select count(*) from xp_events where user_id = ${user.id})::int as xp`),
      );
      expect(counts).toEqual({ items: 0, xp: 0 });
      // Under the limit, the same delivery makes a posted item and its XP.
      const other = await createTestUser();
      const otherToken = (await getWebhookSettings(other.id))!.token;
      expect((await handleSocialPostWebhook(otherToken, { platform: "TikTok", userId: other.id, postTitle: "One too many" })).status).toBe(200);
      return;
    }
    throw new Error("Two minute boundaries passed during the test");
  });
});

describe("waitMessage", () => {
  it("says seconds under a minute, else whole minutes rounded up", () => {
    expect(waitMessage(1)).toBe("Try again in 1 second.");
    expect(waitMessage(40)).toBe("Try again in 40 seconds.");
    expect(waitMessage(60)).toBe("Try again in 1 minute.");
    expect(waitMessage(14 * 60 + 1)).toBe("Try again in 15 minutes.");
  });
});
