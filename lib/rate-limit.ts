import "server-only";
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb, parseJson, rowsOf } from "@/db";
import { rateLimitHits } from "@/db/schema";
import { limitsEnv } from "@/lib/env";
import { secondsUntilNextHit, type WindowCounts } from "@/lib/rules/sliding-window";

// Abuse limits, counted in the database (table rate_limit_hits) so they hold however many app
// servers run: hits per fixed window, read as a sliding window (rate_limit_window, migration 0016)
// so an allowance never resets all at once at a window's edge. Enough against guessing passwords,
// mass sign-ups, runaway AI spending and webhook floods.

export type Limit = { bucket: string; max: number; windowSeconds: number };

export const LIMITS = {
  /** Failed sign-ins for one email, and from one address. */
  signInPerEmail: { bucket: "sign-in:email", max: 10, windowSeconds: 15 * 60 },
  signInPerAddress: { bucket: "sign-in:address", max: 50, windowSeconds: 15 * 60 },
  /**
   * Wrong current passwords asked by a signed-in creator's settings (a stolen session guessing).
   * Keyed by the creator, not the email: strangers' sign-in guesses must not lock the owner out.
   */
  currentPasswordPerUser: { bucket: "current-password:user", max: 10, windowSeconds: 15 * 60 },
  signUpPerAddress: () => ({ bucket: "sign-up:address", max: limitsEnv().SIGNUPS_PER_HOUR_PER_ADDRESS, windowSeconds: 60 * 60 }),
  passwordResetPerEmail: { bucket: "reset:email", max: 3, windowSeconds: 60 * 60 },
  passwordResetPerAddress: { bucket: "reset:address", max: 20, windowSeconds: 60 * 60 },
  aiPerUser: { bucket: "ai:user", max: 60, windowSeconds: 60 * 60 },
  /** Calendar invites mailed for one creator: the address is theirs to type, so the server's mail can't be turned on others. */
  invitesPerUser: { bucket: "invite:user", max: 20, windowSeconds: 60 * 60 },
  webhookPerToken: () => ({ bucket: "webhook:token", max: limitsEnv().WEBHOOK_DELIVERIES_PER_MINUTE, windowSeconds: 60 }),
} as const;

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

// Keys are stored hashed: the table never holds an email or an address in clear.
const hashed = (key: string) => createHash("sha256").update(key.toLowerCase()).digest("hex");

/** What rate_limit_window (migration 0016) answers: the decision and the counts behind it. */
export type LimitWindow = WindowCounts & { allowed: boolean };

/** The arguments rate_limit_window takes for this limit and key, also passed on by record_social_post. */
export function limitArguments(limit: Limit, key: string) {
  return { bucket: limit.bucket, key: hashed(key), max: limit.max, windowSeconds: limit.windowSeconds };
}

/** The window as the database returned it (a JSON object, or its text through a proxy) read as a result. */
function limitResultOf(limit: Limit, window: LimitWindow | string): LimitResult {
  const { allowed } = parseJson(window);
  return allowed ? { ok: true } : { ok: false, retryAfterSeconds: retryAfterOf(limit, window) };
}

/** Seconds until one more hit of a refused window fits under the limit. */
export function retryAfterOf(limit: Limit, window: LimitWindow | string): number {
  return secondsUntilNextHit(limit, parseJson(window));
}

async function limitWindow(limit: Limit, key: string, hit: boolean): Promise<LimitResult> {
  const args = limitArguments(limit, key);
  // A busy key's counter is one row every hit updates. Not waiting for the disk at commit keeps
  // that row locked for microseconds instead of a disk flush; a crash of the database can lose
  // the last few counts, which forgives a few hits at most. set_config(…, true) lasts for this
  // statement's own transaction only.
  const result = await getDb().execute(sql`
    select set_config('synchronous_commit', 'off', true),
      rate_limit_window(${args.bucket}, ${args.key}, ${args.max}::integer, ${args.windowSeconds}::integer, ${hit}) as window`);
  const [row] = rowsOf<{ window: LimitWindow | string }>(result);
  return limitResultOf(limit, row.window);
}

/** Counts one hit and says whether it was within the limit (the last `windowSeconds`, sliding). */
export const hitLimit = (limit: Limit, key: string): Promise<LimitResult> => limitWindow(limit, key, true);

/** Whether one more hit would still be within the limit, without counting. */
export const checkLimit = (limit: Limit, key: string): Promise<LimitResult> => limitWindow(limit, key, false);

/**
 * Takes back one hit counted by hitLimit (a right password is not a failure). It comes out of the
 * key's newest window, where the hit went unless a window's edge passed in between.
 */
export async function refundLimit(limit: Limit, key: string): Promise<void> {
  const args = limitArguments(limit, key);
  await getDb().execute(sql`
    update rate_limit_hits set hits = greatest(hits - 1, 0)
    where bucket = ${args.bucket} and key = ${args.key}
      and window_start = (select max(window_start) from rate_limit_hits where bucket = ${args.bucket} and key = ${args.key})`);
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
