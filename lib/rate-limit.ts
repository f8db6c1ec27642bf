import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb, rowsOf } from "@/db";
import { rateLimitHits } from "@/db/schema";
import { limitsEnv } from "@/lib/env";
import { estimatedHits, secondsUntilNextHit, type WindowCounts } from "@/lib/rules/sliding-window";

// Abuse limits, counted in the database (table rate_limit_hits) so they hold however many app
// servers run: hits per fixed window, read as a sliding window (lib/rules/sliding-window.ts) so
// an allowance never resets all at once at a window's edge. Enough against guessing passwords,
// mass sign-ups, runaway AI spending and webhook floods.

export type Limit = { bucket: string; max: number; windowSeconds: number };

export const LIMITS = {
  /** Failed sign-ins for one email, and from one address. */
  signInPerEmail: { bucket: "sign-in:email", max: 10, windowSeconds: 15 * 60 },
  signInPerAddress: { bucket: "sign-in:address", max: 50, windowSeconds: 15 * 60 },
  signUpPerAddress: () => ({ bucket: "sign-up:address", max: limitsEnv().SIGNUPS_PER_HOUR_PER_ADDRESS, windowSeconds: 60 * 60 }),
  passwordResetPerEmail: { bucket: "reset:email", max: 3, windowSeconds: 60 * 60 },
  passwordResetPerAddress: { bucket: "reset:address", max: 20, windowSeconds: 60 * 60 },
  aiPerUser: { bucket: "ai:user", max: 60, windowSeconds: 60 * 60 },
  webhookPerToken: () => ({ bucket: "webhook:token", max: limitsEnv().WEBHOOK_DELIVERIES_PER_MINUTE, windowSeconds: 60 }),
} as const;

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

// Keys are stored hashed: the table never holds an email or an address in clear.
const hashed = (key: string) => createHash("sha256").update(key.toLowerCase()).digest("hex");
const windowStart = (limit: Limit, ago = 0) =>
  sql`to_timestamp((floor(extract(epoch from now()) / ${limit.windowSeconds}) - ${ago}) * ${limit.windowSeconds})`;
const elapsedSeconds = sql<number>`extract(epoch from now() - ${rateLimitHits.windowStart})::float8`;

/** Hits counted in the previous window, and the seconds gone in the current one (one query). */
async function previousWindow(limit: Limit, key: string): Promise<{ previous: number; elapsedSeconds: number }> {
  const result = await getDb().execute(sql`
    select
      coalesce((select ${rateLimitHits.hits} from ${rateLimitHits}
                where ${rateLimitHits.bucket} = ${limit.bucket} and ${rateLimitHits.key} = ${key}
                  and ${rateLimitHits.windowStart} = ${windowStart(limit, 1)}), 0)::int as previous,
      extract(epoch from now() - ${windowStart(limit)})::float8 as elapsed`);
  const [row] = rowsOf<{ previous: number; elapsed: number }>(result);
  return { previous: Number(row.previous), elapsedSeconds: Number(row.elapsed) };
}

function decide(limit: Limit, counts: WindowCounts, allowed: boolean): LimitResult {
  return allowed ? { ok: true } : { ok: false, retryAfterSeconds: secondsUntilNextHit(limit, counts) };
}

/** Counts one hit and says whether it was within the limit (the last `windowSeconds`, sliding). */
export async function hitLimit(limit: Limit, key: string): Promise<LimitResult> {
  const hashedKey = hashed(key);
  const result = await getDb().transaction(async (tx) => {
    // A busy address's counter is one row every hit updates. Not waiting for the disk at commit
    // keeps that row locked for microseconds instead of a disk flush; a crash of the database
    // can lose the last few counts, which forgives a few hits at most.
    await tx.execute(sql`set local synchronous_commit = off`);
    return tx.execute(sql`
    with hit as (
      insert into ${rateLimitHits} (bucket, key, window_start, hits)
      values (${limit.bucket}, ${hashedKey}, ${windowStart(limit)}, 1)
      on conflict (bucket, key, window_start) do update set hits = ${rateLimitHits.hits} + 1
      returning ${rateLimitHits.hits} as current, ${elapsedSeconds} as elapsed
    )
    select hit.current, hit.elapsed,
      coalesce((select ${rateLimitHits.hits} from ${rateLimitHits}
                where ${rateLimitHits.bucket} = ${limit.bucket} and ${rateLimitHits.key} = ${hashedKey}
                  and ${rateLimitHits.windowStart} = ${windowStart(limit, 1)}), 0)::int as previous
    from hit`);
  });
  const [row] = rowsOf<{ current: number; elapsed: number; previous: number }>(result);
  const counts = { current: Number(row.current), previous: Number(row.previous), elapsedSeconds: Number(row.elapsed) };
  return decide(limit, counts, estimatedHits(limit, counts) <= limit.max);
}

/** Whether the limit is already used up, without counting (sign-in counts failures only). */
export async function checkLimit(limit: Limit, key: string): Promise<LimitResult> {
  const hashedKey = hashed(key);
  const [row] = await getDb()
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, hashedKey), eq(rateLimitHits.windowStart, windowStart(limit))));
  const { previous, elapsedSeconds: elapsed } = await previousWindow(limit, hashedKey);
  const counts = { current: row?.hits ?? 0, previous, elapsedSeconds: elapsed };
  return decide(limit, counts, estimatedHits(limit, counts) + 1 <= limit.max);
}

/** "Try again in 12 minutes." / "in 40 seconds." */
export function waitMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Old windows are of no use: dropped by the housekeeping round. */
export async function deleteOldLimitWindows() {
  await getDb().delete(rateLimitHits).where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
}

/**
 * The caller's address as this server saw it: the last X-Forwarded-For entry is the one added
 * by the nearest proxy (or by Next.js itself), not one the client wrote.
 */
export function addressOf(list: Headers): string {
  const forwarded = list.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? list.get("x-real-ip") ?? "unknown";
}

/** addressOf() for server actions and pages. */
export async function clientAddress(): Promise<string> {
  return addressOf(await headers());
}
