import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { deleteAccount } from "@/db/queries/account";
import { getPageCacheState } from "@/db/queries/users";
import { pageVersions, tasks } from "@/db/schema";
import { handleSocialPostWebhook } from "@/lib/integrations/inbound-webhooks";
import { backendBlockedBy, pausedTransaction } from "@/test/locks";
import { createTestUser, creatorWithToken } from "@/test/users";

// A creator's page version (migration 0039) names the state of their data that a kept page was
// rendered from (lib/page-cache.ts): every commit that writes their data must raise it.

const pageVersion = async (userId: string) => (await getPageCacheState(userId, null))?.pageVersion;

const aTask = (userId: string, title: string) => ({ userId, title, category: "Business" as const });

describe("page versions", () => {
  it("rise by one for a transaction that writes several rows, at its commit, and not at all for one rolled back", async () => {
    const creator = await createTestUser();
    const before = await pageVersion(creator.id);
    let inside: number | undefined;
    await getDb().transaction(async (tx) => {
      await tx.insert(tasks).values([aTask(creator.id, "One"), aTask(creator.id, "Two")]);
      await tx.update(tasks).set({ title: "Two, renamed" }).where(eq(tasks.title, "Two"));
      [{ version: inside }] = await tx.select({ version: pageVersions.version }).from(pageVersions).where(eq(pageVersions.userId, creator.id));
    });
    expect(inside).toBe(before);
    expect(await pageVersion(creator.id)).toBe(before! + 1);

    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(tasks).values(aTask(creator.id, "Never kept"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await pageVersion(creator.id)).toBe(before! + 1);
  });

  it("rise with a webhook's delivery, written by the database's own function", async () => {
    const creator = await creatorWithToken();
    const before = await pageVersion(creator.id);
    const answer = await handleSocialPostWebhook(creator.token, { platform: "TikTok", userId: creator.id, postTitle: "Posted from Zapier" });
    expect(answer.status).toBe(200);
    expect(await pageVersion(creator.id)).toBeGreaterThan(before!);
  });

  it("leave nothing behind an account deleted with all its rows", async () => {
    const creator = await createTestUser();
    await getDb().insert(tasks).values(aTask(creator.id, "Gone with the account"));
    expect(await deleteAccount(creator.id)).toBe(true);
    expect(await getDb().select().from(pageVersions).where(eq(pageVersions.userId, creator.id))).toEqual([]);
  });

  it("are counted on every table with a user_id, but the three no page shows", async () => {
    const owned = rowsOf<{ table: string }>(
      await getDb().execute(sql`select table_name as table from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' and table_name <> 'page_versions' order by 1`),
    ).map(({ table }) => table);
    const counted = rowsOf<{ table: string }>(
      await getDb().execute(sql`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = c.relname || '_count_page_change' and t.tgdeferrable and t.tginitdeferred order by 1`),
    ).map(({ table }) => table);
    expect(owned.filter((table) => !counted.includes(table))).toEqual(["ended_sessions", "password_reset_tokens", "push_reminders"]);
  });
});

// Locks need several connections at once, which only a Postgres server has (PGlite is one).
const serverUrl = process.env.DATABASE_URL;
const lockHolder = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
afterAll(() => lockHolder?.end({ timeout: 1 }));

describe.runIf(serverUrl)("a page version counted at the commit", () => {
  it("never deadlocks a writer waiting for the creator's XP lock with the writer holding it", { timeout: 30_000 }, async () => {
    const creator = await createTestUser();
    // Another server holds the creator's XP lock (their profile row, as award_xp takes it).
    const holder = pausedTransaction(lockHolder!, async (tx, pause) => {
      await tx`select 1 from profiles where user_id = ${creator.id} for update`;
      await pause();
      await tx`insert into tasks (user_id, title, category) values (${creator.id}, 'Written by the lock holder', 'Business')`;
    });
    const holderPid = await holder.paused;
    // This one writes first, then waits for the XP lock. Counted when written, it would hold the
    // version's row, which the holder's own write would then wait for: each waiting for the other.
    const waiter = getDb().transaction(async (tx) => {
      await tx.insert(tasks).values(aTask(creator.id, "Written before the XP lock"));
      await tx.execute(sql`select 1 from profiles where user_id = ${creator.id} for update`);
    });
    await backendBlockedBy(holderPid);
    holder.resume();
    await Promise.all([holder.done, waiter]);
    expect((await getDb().select().from(tasks).where(eq(tasks.userId, creator.id))).length).toBe(2);
  });
});
