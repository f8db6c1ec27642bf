import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { type Database, getDb, parseJson, rowsOf } from "@/db";
import { profiles, webhookDeliveries } from "@/db/schema";
import { BONUSES_A_POST_CAN_REACH } from "@/lib/rules/launch-checklist";
import { TITLE_MATCH_THRESHOLD } from "@/lib/rules/title-match";
import { stepLabel, stepXp, stepXpKey } from "@/lib/rules/workflow";
import { LIMITS, type LimitWindow, limitArguments, retryAfterOf } from "@/lib/rate-limit";
import type { PromoInput } from "@/lib/validation/promos";
import type { SocialPostPayload } from "@/lib/validation/webhooks";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { launchBonusesArgument } from "./launch-checklist";
import { type Promo, savePromoFromEmail } from "./promos";
import { type XpChange, xpChangeOf } from "./xp";

const KEPT_DELIVERIES = 50;

/** Whether a token has the form of a webhook address's secret (64 hex digits). */
export const isWebhookTokenShaped = (token: string) => /^[0-9a-f]{64}$/.test(token);

/** The owner of a webhook address. Looked up before any sign-in, by the secret token alone. */
export async function findWebhookOwner(token: string): Promise<{ userId: string; token: string } | null> {
  if (!isWebhookTokenShaped(token)) return null;
  const [owner] = await getDb().select({ userId: profiles.userId, token: profiles.webhookToken }).from(profiles).where(eq(profiles.webhookToken, token));
  return owner ?? null;
}

export async function getWebhookSettings(userId: string) {
  const [row] = await getDb()
    .select({ token: profiles.webhookToken, automationUrl: profiles.automationUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** A new secret: the old address stops working at once. */
export async function rotateWebhookToken(userId: string): Promise<string | null> {
  const [row] = await getDb()
    .update(profiles)
    .set({ webhookToken: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ token: profiles.webhookToken });
  return row?.token ?? null;
}

export async function updateAutomationUrl(userId: string, automationUrl: string | null): Promise<void> {
  await getDb().update(profiles).set({ automationUrl, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export type Delivery = typeof webhookDeliveries.$inferSelect;

/**
 * Logs a delivery. The log shows the newest KEPT_DELIVERIES (the panel the last 10); older ones
 * are trimmed away on every KEPT_DELIVERIES-th delivery (record_webhook_delivery, migrations 0019 and 0038),
 * so fewer than twice that many are stored. `db` is a transaction when the delivery's effect is saved with it.
 */
export async function recordDelivery(userId: string, delivery: Pick<Delivery, "kind" | "status" | "outcome" | "detail">, db: Database = getDb()): Promise<void> {
  await db.execute(
    sql`select record_webhook_delivery(${userId}::uuid, ${delivery.kind}::webhook_kind, ${delivery.status}::integer, ${delivery.outcome}, ${delivery.detail}, ${KEPT_DELIVERIES}::integer)`,
  );
}

export type PromoEmailResult = { promo: Promo; outcome: "created" | "duplicate" };

/**
 * A promo read from a forwarded email and its delivery's log line, in one transaction. If either
 * fails, neither is kept and the sender is asked to send again (503), so the retry can't find a
 * promo already saved by the failed try and add it a second time. The same email delivered twice
 * at once makes one promo: the second finds the first's (outcome "duplicate").
 */
export async function recordPromoEmail(userId: string, promo: PromoInput, sourceEmailKey: string, detail: string): Promise<PromoEmailResult> {
  return getDb().transaction(async (tx) => {
    const { promo: saved, created } = await savePromoFromEmail(userId, promo, sourceEmailKey, tx);
    const outcome = created ? "created" : "duplicate";
    await recordDelivery(userId, { kind: "promo_email", status: 200, outcome, detail: created ? detail : alreadyAddedLogLine(saved) }, tx);
    return { promo: saved, outcome };
  });
}

/** The delivery log's line for an email whose deal was already added. */
export const alreadyAddedLogLine = (promo: Pick<Promo, "brandName">) => `${promo.brandName}: already added from this email`;

/** The newest deliveries, at most the KEPT_DELIVERIES the log keeps (older ones wait for the next trim). */
export async function listDeliveries(userId: string, limit = 10): Promise<Delivery[]> {
  return getDb()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(Math.min(limit, KEPT_DELIVERIES));
}

export type SocialPostResult =
  | { outcome: "unknown" }
  | { outcome: "limited"; retryAfterSeconds: number }
  | { outcome: "forbidden" }
  | { outcome: "matched" | "created" | "duplicate"; itemId: string; xp: XpChange | null };

/**
 * A post went live (decision D6), as one statement (record_social_post, migrations 0010, 0016, 0018, 0020 and 0024):
 * the address's owner, its abuse limit counted, the check that `userId` is theirs, a repeated postUrl changing nothing, the
 * best-matching not-yet-posted item on that platform marked posted (or a new posted item), the
 * posted XP once, the launch bonuses a post can reach, and the delivery log. Deliveries for one creator take turns on
 * the XP lock for the moment that statement runs, so fifty at once still make one item.
 */
export async function recordSocialPost(token: string, post: SocialPostPayload): Promise<SocialPostResult> {
  const limit = LIMITS.webhookPerToken();
  const counted = limitArguments(limit, token);
  const [row] = rowsOf<{ result: unknown }>(
    await getDb().execute(sql`select record_social_post(
      ${token}, ${post.userId}, ${post.platform}::platform, ${post.postUrl ?? null}, ${post.postTitle || null}, ${post.postDate ?? null}::timestamptz,
      ${TITLE_MATCH_THRESHOLD}::float8, ${stepXpKey("{id}", "posted")}, ${stepXp("posted")}::integer, ${`${stepLabel("posted")}: `},
      ${launchBonusesArgument(BONUSES_A_POST_CAN_REACH)}, ${KEPT_DELIVERIES}::integer,
      ${counted.bucket}, ${counted.key}, ${counted.max}::integer, ${counted.windowSeconds}::integer) as result`),
  );
  const result = parseJson(
    row.result as { outcome: SocialPostResult["outcome"]; itemId?: string; changes?: unknown[]; limit?: LimitWindow } | string,
  );
  if (result.outcome === "unknown") return { outcome: "unknown" };
  if (result.outcome === "limited") return { outcome: "limited", retryAfterSeconds: retryAfterOf(limit, result.limit!) };
  if (result.outcome === "forbidden") return { outcome: "forbidden" };
  return { outcome: result.outcome, itemId: result.itemId!, xp: mergeXpChanges((result.changes ?? []).map(xpChangeOf).filter((change) => change.changed)) };
}

/** What the webhook panel shows: the secret address parts and the last 10 deliveries. */
export async function getWebhookPanel(userId: string) {
  const [settings, deliveries] = await Promise.all([getWebhookSettings(userId), listDeliveries(userId, 10)]);
  return settings ? { userId, token: settings.token, automationUrl: settings.automationUrl, deliveries } : null;
}

export type WebhookPanelData = NonNullable<Awaited<ReturnType<typeof getWebhookPanel>>>;
