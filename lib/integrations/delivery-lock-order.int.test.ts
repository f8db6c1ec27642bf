import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb, rowsOf } from "@/db";
import { DELETE_RETRY_WARNING, deleteAccount } from "@/db/queries/account";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { handleSocialPostWebhook } from "@/lib/integrations/inbound-webhooks";
import { LIMITS, limitArguments } from "@/lib/rate-limit";
import { backendBlockedBy, pausedTransaction } from "@/test/locks";
import { createTestUser } from "@/test/users";

// Locks need several connections at once, which only a Postgres server has (PGlite is one).
const serverUrl = process.env.DATABASE_URL;
const lockHolder = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

afterAll(async () => {
  vi.restoreAllMocks();
  await lockHolder?.end({ timeout: 1 });
});

/** Waits out the end of the rate-limit window, by the database's clock, so it can't turn over mid-test. */
async function awayFromTheWindowEdge(windowSeconds: number) {
  const [{ left }] = rowsOf<{ left: number }>(
    await getDb().execute(sql`select ${windowSeconds}::integer - mod(extract(epoch from now())::numeric, ${windowSeconds}::integer)::float8 as left`),
  );
  if (left < 10) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

describe.runIf(serverUrl)("a delivery racing the creator's account deletion", () => {
  it("never deadlocks: the delivery lands, then the deletion takes everything with it", { timeout: 60_000 }, async () => {
    const creator = await createTestUser("Leaving");
    const { token } = (await getWebhookSettings(creator.id))!;
    const { bucket, key, windowSeconds } = limitArguments(LIMITS.webhookPerToken(), token);
    await awayFromTheWindowEdge(windowSeconds);

    // Another server holds this address's rate-limit row for a moment: the delivery stops there,
    // after it has locked what it locks first, so the deletion can start in between.
    const holder = pausedTransaction(lockHolder!, async (tx, pause) => {
      await tx`insert into rate_limit_hits (bucket, key, window_start, hits)
               values (${bucket}, ${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 0)`;
      await pause();
    });

    const warn = vi.spyOn(console, "warn");
    let delivery: ReturnType<typeof handleSocialPostWebhook> | undefined;
    let deletion: ReturnType<typeof deleteAccount> | undefined;
    try {
      const holderBackend = await holder.paused;
      delivery = handleSocialPostWebhook(token, { platform: "TikTok", userId: creator.id, postTitle: "Last video" });
      const deliveryBackend = await backendBlockedBy(holderBackend);
      deletion = deleteAccount(creator.id);
      await backendBlockedBy(deliveryBackend);
    } finally {
      holder.resume();
      await holder.done;
    }

    // Taken in the other order (the profile before users), the two would wait for each other
    // and Postgres would abort one: the delivery with a 503, or the deletion, which would then
    // run again (deleteAccount retries after a deadlock, with a warning).
    const [delivered, deleted] = await Promise.allSettled([delivery, deletion]);
    expect(delivered).toMatchObject({ status: "fulfilled", value: { body: { ok: true, outcome: "created" } } });
    expect(deleted).toEqual({ status: "fulfilled", value: true });
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining(DELETE_RETRY_WARNING));
    const [left] = rowsOf<{ count: number }>(
      await getDb().execute(sql`select (select count(*) from content_items where user_id = ${creator.id})::integer
                                     + (select count(*) from profiles where user_id = ${creator.id})::integer as count`),
    );
    expect(left.count).toBe(0);
  });
});
