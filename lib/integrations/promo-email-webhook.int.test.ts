import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { promos } from "@/db/schema";
import { listDeliveries } from "@/db/queries/webhooks";
import { POST as promoEmailRoute } from "@/app/api/webhooks/promo-email/[token]/route";
import { handlePromoEmailWebhook } from "@/lib/integrations/inbound-webhooks";
import { aiRequestsSpent, useUpAiAllowance } from "@/test/ai-allowance";
// @ts-expect-error -- a plain ES module shared with the Playwright run
import { useFakeOpenAi } from "@/test/fake-openai-server.mjs";
import { creatorWithToken } from "@/test/users";

beforeAll(() => {
  // No AI key: emails are read by rules, except under "with AI", whose fake server sets one.
  delete process.env.OPENAI_API_KEY;
});

describe("the promo-email webhook", () => {
  const forwarded = { subject: "Collab?", text: "We can pay $1,200 for a video.", from: "Dana <dana@glow-skincare.com>" };
  const promosOf = (userId: string) => getDb().select().from(promos).where(eq(promos.userId, userId));

  it("turns a forwarded email into a promo for the address's owner", async () => {
    const creator = await creatorWithToken();
    const answer = await handlePromoEmailWebhook(creator.token, forwarded);
    expect(answer).toMatchObject({ status: 200, body: { outcome: "created", brandName: "Glow Skincare", usedAi: false } });
    const [promo] = await promosOf(creator.id);
    expect(promo).toMatchObject({ brandName: "Glow Skincare", rate: "1200.00", contactEmail: "dana@glow-skincare.com" });
    expect(await aiRequestsSpent(creator.id)).toBe(0);
    expect((await handlePromoEmailWebhook(creator.token, {})).status).toBe(400);
    expect((await handlePromoEmailWebhook("f".repeat(64), { subject: "x" })).status).toBe(401);
  });

  it("saves a deal whose email names a rate of $0 (no rate yet, as the form saves it) instead of failing the delivery for ever", async () => {
    const creator = await creatorWithToken();
    const answer = await handlePromoEmailWebhook(creator.token, { subject: "Gifting", text: "Product only, $0 fee. Reply to dana@glow-skincare", from: "Dana <dana@glow-skincare.com>" });
    expect(answer).toMatchObject({ status: 200, body: { outcome: "created", brandName: "Glow Skincare" } });
    expect(await promosOf(creator.id)).toMatchObject([{ brandName: "Glow Skincare", rate: null, contactEmail: "dana@glow-skincare.com" }]);
  });

  it("keeps neither the promo nor its log line when logging fails, so the sender's retry adds it once", async () => {
    const creator = await creatorWithToken();
    // The delivery log refuses this creator's rows for a moment, as a database in trouble would.
    const trigger = `fail_delivery_${creator.id.replaceAll("-", "")}`;
    await getDb().execute(sql.raw(`create or replace function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'log unavailable'; end $$`));
    await getDb().execute(
      sql.raw(`create trigger ${trigger} before insert on webhook_deliveries for each row when (new.user_id = '${creator.id}'::uuid) execute function ${trigger}()`),
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Through the route itself, which answers what the sender's retry needs.
      const failed = await promoEmailRoute(
        new Request("http://localhost/", { method: "POST", body: JSON.stringify(forwarded), headers: { "Content-Type": "application/json" } }),
        { params: Promise.resolve({ token: creator.token }) },
      );
      expect(failed.status).toBe(503);
      expect(failed.headers.get("Retry-After")).toBe("5");
      expect(await failed.json()).toEqual({ error: "Creator Quest couldn't take this delivery just now. Send it again in a few seconds." });
      expect(await promosOf(creator.id)).toEqual([]);
    } finally {
      quiet.mockRestore();
      await getDb().execute(sql.raw(`drop trigger ${trigger} on webhook_deliveries`));
      await getDb().execute(sql.raw(`drop function ${trigger}()`));
    }
    const retried = await handlePromoEmailWebhook(creator.token, forwarded);
    expect(retried).toMatchObject({ status: 200, body: { outcome: "created" } });
    expect(await promosOf(creator.id)).toHaveLength(1);
    expect((await listDeliveries(creator.id)).map((delivery) => [delivery.status, delivery.outcome, delivery.detail])).toEqual([[200, "created", "Glow Skincare"]]);
  });

  it("adds an email sent again (a retry after a lost reply, however re-spaced) once, and still adds a different email", async () => {
    const creator = await creatorWithToken();
    const first = await handlePromoEmailWebhook(creator.token, forwarded);
    const resent = await handlePromoEmailWebhook(creator.token, { ...forwarded, subject: " Collab? ", text: "We can pay $1,200\r\nfor a video." });
    expect(resent).toMatchObject({ status: 200, body: { ok: true, outcome: "duplicate", brandName: "Glow Skincare", usedAi: false } });
    expect(first.body.promoId).toBeDefined();
    expect(resent.body.promoId).toBe(first.body.promoId);
    expect(await promosOf(creator.id)).toHaveLength(1);
    expect((await listDeliveries(creator.id))[0]).toMatchObject({ status: 200, outcome: "duplicate", detail: "Glow Skincare: already added from this email" });

    const followUp = await handlePromoEmailWebhook(creator.token, { ...forwarded, text: "We can pay $1,500 for a video." });
    expect(followUp).toMatchObject({ status: 200, body: { outcome: "created" } });
    // The same words from another sender are another brand's email.
    const otherSender = await handlePromoEmailWebhook(creator.token, { ...forwarded, from: "Sam <sam@mics.io>" });
    expect(otherSender).toMatchObject({ status: 200, body: { outcome: "created", brandName: "Mics" } });
    expect(await promosOf(creator.id)).toHaveLength(3);
  });

  it("makes one promo of the same email delivered ten times at once, and another creator's copy is theirs", async () => {
    const creator = await creatorWithToken();
    const other = await creatorWithToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => handlePromoEmailWebhook(creator.token, forwarded)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.body.outcome === "created")).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.promoId)).size).toBe(1);
    expect(await promosOf(creator.id)).toHaveLength(1);
    expect(await handlePromoEmailWebhook(other.token, forwarded)).toMatchObject({ status: 200, body: { outcome: "created" } });
    expect(await promosOf(other.id)).toHaveLength(1);
  });

  it("adds the email again once its deal was deleted", async () => {
    const creator = await creatorWithToken();
    const first = await handlePromoEmailWebhook(creator.token, forwarded);
    await getDb().delete(promos).where(eq(promos.id, first.body.promoId as string));
    expect(await handlePromoEmailWebhook(creator.token, forwarded)).toMatchObject({ status: 200, body: { outcome: "created" } });
    expect(await promosOf(creator.id)).toHaveLength(1);
  });

  describe("with AI", () => {
    let stop: () => Promise<void>;
    beforeAll(async () => {
      ({ stop } = await useFakeOpenAi());
    });
    afterAll(() => stop());

    it("spends the creator's hourly AI requests like every AI call, and reads by rules once they are used up", async () => {
      const creator = await creatorWithToken();
      expect(await handlePromoEmailWebhook(creator.token, forwarded)).toMatchObject({ status: 200, body: { brandName: "Glow Skincare", usedAi: true } });
      expect(await aiRequestsSpent(creator.id)).toBe(1);

      // Used up, the AI is not asked (its fake would answer "Glow Skincare" again): the rules read the sender.
      await useUpAiAllowance(creator.id);
      const mics = { subject: "Sponsorship", text: "Budget $800.", from: "Sam <sam@mics.io>" };
      expect(await handlePromoEmailWebhook(creator.token, mics)).toMatchObject({
        status: 200,
        body: { outcome: "created", brandName: "Mics", usedAi: false, note: "read by rules: this hour's AI requests are used up" },
      });
      expect((await listDeliveries(creator.id))[0]).toMatchObject({ outcome: "created", detail: "Mics (read by rules: this hour's AI requests are used up)" });
      expect((await promosOf(creator.id)).map((promo) => [promo.brandName, promo.rate])).toEqual(
        expect.arrayContaining([
          ["Glow Skincare", "2500.00"],
          ["Mics", "800.00"],
        ]),
      );
    });
  });
});
