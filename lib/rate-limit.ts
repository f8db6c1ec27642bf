import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/db";
import { rateLimitHits } from "@/db/schema";
import { limitsEnv } from "@/lib/env";

// Abuse limits, counted in the database (table rate_limit_hits) so they hold however many app
// servers run. Fixed windows: simple, one statement per hit, and good enough against guessing
// passwords, mass sign-ups, runaway AI spending and webhook floods.

export type Limit = { bucket: string; max: number; windowSeconds: number };

export const LIMITS = {
  /** Failed sign-ins for one email, and from one address. */
  signInPerEmail: { bucket: "sign-in:email", max: 10, windowSeconds: 15 * 60 },
  signInPerAddress: { bucket: "sign-in:address", max: 50, windowSeconds: 15 * 60 },
  signUpPerAddress: () => ({ bucket: "sign-up:address", max: limitsEnv().SIGNUPS_PER_HOUR_PER_ADDRESS, windowSeconds: 60 * 60 }),
  passwordResetPerEmail: { bucket: "reset:email", max: 3, windowSeconds: 60 * 60 },
  passwordResetPerAddress: { bucket: "reset:address", max: 20, windowSeconds: 60 * 60 },
  aiPerUser: { bucket: "ai:user", max: 60, windowSeconds: 60 * 60 },
  webhookPerToken: { bucket: "webhook:token", max: 120, windowSeconds: 60 },
} as const;

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

// Keys are stored hashed: the table never holds an email or an address in clear.
const hashed = (key: string) => createHash("sha256").update(key.toLowerCase()).digest("hex");
const windowStart = (limit: Limit) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`;
const secondsLeft = (limit: Limit) =>
  sql<number>`ceil(extract(epoch from (${rateLimitHits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`;

/** Counts one hit and says whether it was within the limit. */
export async function hitLimit(limit: Limit, key: string): Promise<LimitResult> {
  const [row] = await getDb()
    .insert(rateLimitHits)
    .values({ bucket: limit.bucket, key: hashed(key), windowStart: windowStart(limit), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits, retryAfterSeconds: secondsLeft(limit) });
  return row.hits <= limit.max ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, row.retryAfterSeconds) };
}

/** Whether the limit is already used up, without counting (sign-in counts failures only). */
export async function checkLimit(limit: Limit, key: string): Promise<LimitResult> {
  const [row] = await getDb()
    .select({ hits: rateLimitHits.hits, retryAfterSeconds: secondsLeft(limit) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, hashed(key)), eq(rateLimitHits.windowStart, windowStart(limit))));
  return !row || row.hits < limit.max ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, row.retryAfterSeconds) };
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
export async function clientAddress(): Promise<string> {
  const list = await headers();
  const forwarded = list.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? list.get("x-real-ip") ?? "unknown";
}
