import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rowExists } from "@/db/queries/as-shown";
import { contentItems, xpEvents } from "@/db/schema";
import { type Platform, stepXpKey, WORKFLOW_STEPS } from "@/lib/rules/workflow";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { awardStep, type ContentItem, isPosted, itemColumns, notPosted, ownItem, postedFields } from "./content";
import { awardLaunchBonuses } from "./launch-checklist";
import { reverseXp, type XpChange } from "./xp";

// An item's post by hand: Match Posted Content and its candidates, Move back to Active, and the
// Trigger post mark the automation's post is known by. The social webhook's own path is SQL
// (record_social_post); the Complete that posts an item is advanceContent (content.ts).

export type MatchResult =
  | { outcome: "matched"; item: ContentItem; xp: XpChange | null }
  | { outcome: "already_posted" }
  | { outcome: "not_found" };

/**
 * Match Posted Content: marks a not-yet-posted item as posted, from any step, stores the post's
 * address, and awards the posted XP once (decision D5), in one transaction.
 */
export async function matchPostedContent(userId: string, id: string, socialPostUrl: string | null): Promise<MatchResult> {
  return getDb().transaction(async (tx) => {
    const [matched] = await tx
      .update(contentItems)
      .set({ ...postedFields(userId), socialPostUrl })
      .where(and(ownItem(userId, id), notPosted))
      .returning(itemColumns);
    if (!matched) {
      return { outcome: (await rowExists(contentItems, ownItem(userId, id), tx)) ? "already_posted" : "not_found" };
    }
    const posted = await awardStep(tx, userId, matched, "posted", "match");
    const bonus = await awardLaunchBonuses(tx, userId);
    return { outcome: "matched", item: matched, xp: mergeXpChanges([posted, bonus]) };
  });
}

export type UnpostResult = { outcome: "unposted"; item: ContentItem; xp: XpChange } | { outcome: "not_posted" } | { outcome: "not_found" };

/**
 * Move back to Active (a Posted card's button, Undo on Match Posted Content's toast): for a post
 * matched to the wrong item. The item returns to the furthest step it earned XP for before it was
 * posted (an item the webhook created returns to idea) and to the date it was planned for then
 * (migration 0028), its post link and metrics are cleared, and the posted XP comes off, in one
 * transaction. The launch bonuses stay.
 *
 * Its Trigger post mark stays, so the automation's untitled post can still find it, unless the
 * social webhook marked it posted (auto_posted): then the mark may be what matched the wrong item.
 */
export async function unpostContent(userId: string, id: string): Promise<UnpostResult> {
  return getDb().transaction(async (tx) => {
    const steps = WORKFLOW_STEPS.filter((step) => step !== "posted");
    const earned = await tx
      .select({ key: xpEvents.key })
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, userId), inArray(xpEvents.key, steps.map((step) => stepXpKey(id, step)))));
    const earnedKeys = new Set(earned.map(({ key }) => key));
    const backTo = steps.findLast((step) => earnedKeys.has(stepXpKey(id, step))) ?? "idea";
    const [item] = await tx
      .update(contentItems)
      .set({
        workflowStep: backTo,
        postDate: sql`${contentItems.plannedPostDate}`,
        plannedPostDate: null,
        socialPostUrl: null,
        views: null,
        revenue: null,
        retentionScore: null,
        // Read before this update: whether the webhook was what marked it posted.
        postTriggeredAt: sql`case when ${contentItems.autoPosted} then null else ${contentItems.postTriggeredAt} end`,
        autoPosted: false,
        webhookTriggeredAt: null,
      })
      .where(and(ownItem(userId, id), isPosted))
      .returning(itemColumns);
    if (!item) {
      return { outcome: (await rowExists(contentItems, ownItem(userId, id), tx)) ? "not_posted" : "not_found" };
    }
    return { outcome: "unposted", item, xp: await reverseXp(tx, userId, stepXpKey(id, "posted")) };
  });
}

/** Not-yet-posted items on a platform, newest first: what Match Posted Content offers. */
export async function listMatchCandidates(userId: string, platform: Platform) {
  return getDb()
    .select({ id: contentItems.id, title: contentItems.title, platform: contentItems.platform, workflowStep: contentItems.workflowStep })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.platform, platform), notPosted))
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id));
}

/**
 * When Trigger post sent this item to the creator's automation (null: never). The post that comes
 * back through the social webhook without a title is then known to be it (record_social_post,
 * migration 0024).
 */
export async function setPostTriggeredAt(userId: string, id: string, at: Date | null): Promise<void> {
  await getDb().update(contentItems).set({ postTriggeredAt: at }).where(and(ownItem(userId, id), notPosted));
}
