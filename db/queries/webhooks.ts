import "server-only";
import { and, asc, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { contentItems, profiles, webhookDeliveries } from "@/db/schema";
import { bestTitleMatch } from "@/lib/rules/title-match";
import type { SocialPostPayload } from "@/lib/validation/webhooks";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { awardStep, postedFields } from "./content";
import { awardLaunchBonuses } from "./launch-checklist";
import { todayForUser } from "./profiles";
import { lockUserXp, type XpChange } from "./xp";

const KEPT_DELIVERIES = 50;

/** The owner of a webhook address. Looked up before any sign-in, by the secret token alone. */
export async function findWebhookOwner(token: string): Promise<{ userId: string; token: string } | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
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

/** Keeps the newest deliveries only; the panel shows the last 10. */
export async function recordDelivery(userId: string, delivery: Pick<Delivery, "kind" | "status" | "outcome" | "detail">): Promise<void> {
  const db = getDb();
  await db.insert(webhookDeliveries).values({ userId, ...delivery });
  const newest = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(KEPT_DELIVERIES);
  await db.delete(webhookDeliveries).where(and(eq(webhookDeliveries.userId, userId), notInArray(webhookDeliveries.id, newest)));
}

export async function listDeliveries(userId: string, limit = 10): Promise<Delivery[]> {
  return getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, userId)).orderBy(desc(webhookDeliveries.createdAt)).limit(limit);
}

export type SocialPostResult = { outcome: "matched" | "created" | "duplicate"; itemId: string; xp: XpChange | null };

/**
 * A post went live (decision D6): mark the best-matching not-yet-posted item on that platform
 * as posted, or create a posted item, and award the posted XP once. Deliveries for one creator
 * are serialised by the XP lock, so a repeated postUrl, even fifty at once, changes nothing.
 */
export async function recordSocialPost(userId: string, post: SocialPostPayload): Promise<SocialPostResult> {
  return getDb().transaction(async (tx) => {
    await lockUserXp(tx, userId);
    if (post.postUrl) {
      const [existing] = await tx
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.userId, userId), eq(contentItems.socialPostUrl, post.postUrl)));
      if (existing) return { outcome: "duplicate", itemId: existing.id, xp: null };
    }

    const candidates = await tx
      .select({ id: contentItems.id, title: contentItems.title })
      .from(contentItems)
      .where(and(eq(contentItems.userId, userId), eq(contentItems.platform, post.platform), ne(contentItems.workflowStep, "posted")))
      .orderBy(asc(contentItems.createdAt));
    const match = bestTitleMatch(candidates, post.postTitle ?? null);
    // The post's own date, as a day in the creator's zone; without one, today (decision D1).
    const postedOn = post.postDate
      ? sql<string>`(select (${post.postDate}::timestamptz at time zone ${profiles.timeZone})::date from ${profiles} where ${profiles.userId} = ${userId})`
      : null;
    const delivered = { socialPostUrl: post.postUrl ?? null, autoPosted: true, webhookTriggeredAt: new Date() };

    const [item] = match
      ? await tx
          .update(contentItems)
          .set({ ...postedFields(userId), ...(postedOn ? { postDate: postedOn } : {}), ...delivered })
          .where(and(eq(contentItems.userId, userId), eq(contentItems.id, match.id)))
          .returning()
      : await tx
          .insert(contentItems)
          .values({
            userId,
            title: post.postTitle || `${post.platform} post`,
            platform: post.platform,
            workflowStep: "posted",
            postDate: postedOn ?? todayForUser(userId),
            ...delivered,
          })
          .returning();
    const posted = await awardStep(tx, userId, item, "posted", "match");
    const bonus = await awardLaunchBonuses(tx, userId);
    return { outcome: match ? "matched" : "created", itemId: item.id, xp: mergeXpChanges([posted, bonus]) };
  });
}

/** What the webhook panel shows: the secret address parts and the last 10 deliveries. */
export async function getWebhookPanel(userId: string) {
  const [settings, deliveries] = await Promise.all([getWebhookSettings(userId), listDeliveries(userId, 10)]);
  return settings ? { userId, token: settings.token, automationUrl: settings.automationUrl, deliveries } : null;
}

export type WebhookPanelData = NonNullable<Awaited<ReturnType<typeof getWebhookPanel>>>;
