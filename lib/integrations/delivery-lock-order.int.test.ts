import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { deleteAccount } from "@/db/queries/account";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { handleSocialPostWebhook } from "@/lib/integrations/inbound-webhooks";
import { LIMITS, limitArguments } from "@/lib/rate-limit";
import { createTestUser } from "@/test/users";

// Locks need several connections at once, which only a Postgres server has (PGlite is one).
const serverUrl = process.env.DATABASE_URL;
const other = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

afterAll(async () => {
  await other?.end({ timeout: 1 });
});

/** Resolves once a backend running a statement that contains `text` is waiting for a lock. */
async function waitUntilBlocked(text: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const waiting = rowsOf<{ pid: number }>(
      await getDb().execute(
        sql`select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike ${`%${text}%`}`,
      ),
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing running "${text}" ever waited for a lock`);
}

/** Waits out the last seconds of a minute, so the address's rate-limit window doesn't turn over mid-test. */
async function awayFromAMinuteEdge() {
  const second = new Date().getSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

describe.runIf(serverUrl)("a delivery racing the creator's account deletion", () => {
  it("never deadlocks: the delivery lands, then the deletion takes everything with it", { timeout: 60_000 }, async () => {
    const creator = await createTestUser("Leaving");
    const { token } = (await getWebhookSettings(creator.id))!;
    await awayFromAMinuteEdge();

    // Another server holds this address's rate-limit row for a moment: the delivery stops there,
    // after it has locked what it locks first, so the deletion can start in between.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holdingNow = new Promise<void>((resolve) => (held = resolve));
    const { bucket, key, windowSeconds } = limitArguments(LIMITS.webhookPerToken(), token);
    const holding = other!.begin(async (tx) => {
      await tx`insert into rate_limit_hits (bucket, key, window_start, hits)
               values (${bucket}, ${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 0)`;
      held();
      await released;
    });
    await holdingNow;

    const delivery = handleSocialPostWebhook(token, { platform: "TikTok", userId: creator.id, postTitle: "Last video" });
    await waitUntilBlocked("record_social_post");
    const deletion = deleteAccount(creator.id);
    await waitUntilBlocked('delete from "users"');
    release();
    await holding;

    // Taken in the other order (the profile before users), the two would wait for each other
    // and Postgres would abort one: the delivery with a 503, or the deletion with an error.
    const [delivered, deleted] = await Promise.allSettled([delivery, deletion]);
    expect(delivered).toMatchObject({ status: "fulfilled", value: { body: { ok: true, outcome: "created" } } });
    expect(deleted).toEqual({ status: "fulfilled", value: true });
    const left = rowsOf<{ count: number }>(
      await getDb().execute(sql`select (select count(*) from content_items where user_id = ${creator.id})::integer
                                     + (select count(*) from profiles where user_id = ${creator.id})::integer as count`),
    );
    expect(left[0].count).toBe(0);
  });
});
