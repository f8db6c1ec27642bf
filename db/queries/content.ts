import "server-only";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { changedOrGone, rowExists, stillAsShown } from "@/db/queries/as-shown";
import { contentItems, xpEvents } from "@/db/schema";
import { MAX_HASHTAGS } from "@/lib/rules/hashtags";
import { type Page, pageOf } from "@/lib/rules/paging";
import { nextStep, previousStep, stepLabel, stepXp, stepXpKey, WORKFLOW_STEPS, type WorkflowStep } from "@/lib/rules/workflow";
import type { ContentDetailsInput, ContentEditInput, ContentInput, ContentMetricsInput } from "@/lib/validation/content";
import type { ShownFields } from "@/lib/validation/shown";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { awardLaunchBonuses } from "./launch-checklist";
import { todayForUser } from "./profiles";
import { awardXp, reverseXp, reverseXpAwards, type XpChange } from "./xp";

// Every column but title_words, which only the post matching in SQL reads (migration 0010):
// the lists would otherwise carry each title a second time, split into words, to the page.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out so the rest is selected
const { titleWords, ...itemColumns } = getTableColumns(contentItems);
// The columns, the item's own row and the posted tests are shared with content-posting.ts.
export { itemColumns };
export type ContentItem = Omit<typeof contentItems.$inferSelect, "titleWords">;

export const ownItem = (userId: string, id: string) => and(eq(contentItems.userId, userId), eq(contentItems.id, id));

// A literal, not a parameter, so Postgres can always match the partial index of unposted items.
export const notPosted = sql`${contentItems.workflowStep} <> 'posted'`;
export const isPosted = eq(contentItems.workflowStep, "posted");

/** An item as its tab lists it: with the XP it holds, which its delete dialog names. */
export type ListedContentItem = ContentItem & { earnedXp: number };

// The XP an item holds: its awards are keyed by stepXpKey, one per step it reached and one for
// posted. Read from the ledger, not worked out from the step: a post the social webhook created
// skipped every step, and moved back to Active it stands at idea having earned nothing.
// Each key is looked up in xp_events' (user_id, key) index, "{id}" standing for the item's id.
// The item's columns are named with their table: Drizzle writes a column of a one-table select
// bare, which inside the subquery would name xp_events' own.
const STEP_KEY_TEMPLATES = WORKFLOW_STEPS.map((step) => stepXpKey("{id}", step));
const itemColumn = (column: typeof contentItems.id | typeof contentItems.userId) => sql`${contentItems}.${sql.identifier(column.name)}`;
const earnedXp = sql<number>`(
  select coalesce(sum(${xpEvents.amount}), 0)::integer from ${xpEvents}
  where ${xpEvents.userId} = ${itemColumn(contentItems.userId)}
    and ${xpEvents.key} in (select replace(template, '{id}', ${itemColumn(contentItems.id)}::text) from unnest(${sql.param(STEP_KEY_TEMPLATES)}::text[]) as template)
)`.as("earned_xp");
const listedColumns = { ...itemColumns, earnedXp };

/** The Active tab: the newest `limit` items not yet posted, and whether older ones exist. */
export async function listActiveContent(userId: string, limit: number): Promise<Page<ListedContentItem>> {
  const rows = await getDb()
    .select(listedColumns)
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), notPosted))
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/** The Posted tab: the latest `limit` posts by the day they went out, and whether older ones exist. */
export async function listPostedContent(userId: string, limit: number): Promise<Page<ListedContentItem>> {
  const rows = await getDb()
    .select(listedColumns)
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), isPosted))
    .orderBy(desc(contentItems.postDate), desc(contentItems.createdAt))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

// Arriving at `posted` by any path dates the item today when its date is empty or still in the
// future (decision D1): a post that went out today must not read "Posted Nov 29". A planned date
// of today or earlier is kept, as the creator may be recording a post that went out that day.
// least() skips a null, so an empty date becomes today too. record_social_post (migration 0025)
// applies the same rule to the webhook's deliveries.
export const postedFields = (userId: string) => ({
  workflowStep: "posted" as const,
  postDate: sql<string>`least(${contentItems.postDate}, ${todayForUser(userId)})`,
});

export function awardStep(
  tx: Transaction,
  userId: string,
  item: Pick<ContentItem, "id" | "title">,
  step: WorkflowStep,
  source: "content" | "match" = "content",
) {
  return awardXp(tx, userId, {
    key: stepXpKey(item.id, step),
    source,
    amount: stepXp(step),
    label: `${stepLabel(step)}: ${item.title}`,
  });
}

/** A new item starts at `idea` and earns the idea's XP (and the first-idea bonus once). */
export async function createContent(userId: string, input: ContentInput): Promise<{ item: ContentItem; xp: XpChange | null }> {
  return getDb().transaction(async (tx) => {
    const [item] = await tx.insert(contentItems).values({ userId, ...input, workflowStep: "idea" }).returning(itemColumns);
    const step = await awardStep(tx, userId, item, "idea");
    const bonus = await awardLaunchBonuses(tx, userId);
    return { item, xp: mergeXpChanges([step, bonus]) };
  });
}

export type AdvanceResult =
  | { outcome: "advanced"; item: ContentItem; xp: XpChange | null }
  | { outcome: "stale"; item: ContentItem } // someone (another tab, a double click) advanced it first
  | { outcome: "not_found" };

/** Why a step change found nothing to change: the item is at another step now, or gone. */
async function staleOrGone(tx: Transaction, userId: string, id: string): Promise<{ outcome: "stale"; item: ContentItem } | { outcome: "not_found" }> {
  const [current] = await tx.select(itemColumns).from(contentItems).where(ownItem(userId, id));
  return current ? { outcome: "stale", item: current } : { outcome: "not_found" };
}

/**
 * Complete: moves the item one step on from `fromStep`, the step the creator was looking at,
 * and awards the new step's XP, in one transaction. Two simultaneous Completes advance it once.
 * Arriving at `posted` dates the item today unless it was planned for today or earlier (postedFields).
 */
export async function advanceContent(userId: string, id: string, fromStep: WorkflowStep): Promise<AdvanceResult> {
  const to = nextStep(fromStep);
  return getDb().transaction(async (tx) => {
    const [advanced] = to
      ? await tx
          .update(contentItems)
          .set(to === "posted" ? postedFields(userId) : { workflowStep: to })
          .where(and(ownItem(userId, id), eq(contentItems.workflowStep, fromStep)))
          .returning(itemColumns)
      : [];
    if (!advanced) return staleOrGone(tx, userId, id);
    const step = await awardStep(tx, userId, advanced, advanced.workflowStep);
    const bonus = await awardLaunchBonuses(tx, userId);
    return { outcome: "advanced", item: advanced, xp: mergeXpChanges([step, bonus]) };
  });
}

/**
 * Hook, hashtags, sound and planned date, editable at any step. A first hook earns the
 * first-script bonus. A posted item keeps the day it went out (as on the calendar), even when a
 * card opened before it was posted sends its old date. Refused ("changed") when the fields the
 * card showed (stillAsShown) were saved elsewhere since; null when the user has no such item.
 */
export async function updateContentDetails(
  userId: string,
  id: string,
  details: ContentDetailsInput,
  shown: ShownFields,
): Promise<{ item: ContentItem; xp: XpChange | null } | "changed" | null> {
  return getDb().transaction(async (tx) => {
    const postDate = sql`case when ${notPosted} then ${details.postDate}::date else ${contentItems.postDate} end`;
    const [item] = await tx
      .update(contentItems)
      .set({ ...details, postDate })
      .where(and(ownItem(userId, id), stillAsShown(contentItems, shown)))
      .returning(itemColumns);
    if (!item) return changedOrGone(contentItems, ownItem(userId, id), tx);
    return { item, xp: await awardLaunchBonuses(tx, userId) };
  });
}

/**
 * Edit content's save: the title, the platform while the item is not yet posted (a posted item
 * keeps the one it went out on), and the day a posted item went out. Each applies only at the
 * step the form was made for, even when another tab posted the item or moved it back meanwhile;
 * the answer's step tells the caller which. Refused ("changed") when the fields the dialog showed
 * (stillAsShown) were saved elsewhere since; null when the user has no such item.
 */
export async function updateEditedContent(
  userId: string,
  id: string,
  { title, platform, postDate }: ContentEditInput,
  shown: ShownFields,
): Promise<{ workflowStep: WorkflowStep } | "changed" | null> {
  const [item] = await getDb()
    .update(contentItems)
    .set({
      title,
      ...(platform && { platform: sql`case when ${notPosted} then ${platform}::platform else ${contentItems.platform} end` }),
      ...(postDate && { postDate: sql`case when ${notPosted} then ${contentItems.postDate} else ${postDate}::date end` }),
    })
    .where(and(ownItem(userId, id), stillAsShown(contentItems, shown)))
    .returning({ workflowStep: contentItems.workflowStep });
  return item ?? changedOrGone(contentItems, ownItem(userId, id));
}

/**
 * Views, revenue and retention, for posted items only, unless the metrics the card showed
 * (stillAsShown) were saved elsewhere since. Null when nothing was saved (gone, not posted, or
 * changed): the caller reads the item to say which.
 */
export async function updateContentMetrics(userId: string, id: string, metrics: ContentMetricsInput, shown: ShownFields): Promise<ContentItem | null> {
  const [item] = await getDb()
    .update(contentItems)
    .set({
      views: metrics.views,
      revenue: metrics.revenue,
      retentionScore: metrics.retentionScore === null ? null : String(metrics.retentionScore),
    })
    .where(and(ownItem(userId, id), eq(contentItems.workflowStep, "posted"), stillAsShown(contentItems, shown)))
    .returning(itemColumns);
  return item ?? null;
}

export type StepBackResult =
  | { outcome: "moved_back"; item: ContentItem; xp: XpChange }
  | { outcome: "stale"; item: ContentItem } // at another step since the Complete being undone
  | { outcome: "not_found" };

/**
 * Undo of a Complete: the item goes back from `reachedStep`, where that Complete moved it, to the
 * step before, and the XP for arriving at `reachedStep` comes off, in one transaction. Undoing a
 * post also gives the item back the day it was planned for (migration 0028) and keeps its Trigger
 * post mark, as Move back to Active does after a match made by hand. Launch bonuses stay.
 */
export async function stepBack(userId: string, id: string, reachedStep: Exclude<WorkflowStep, "idea">): Promise<StepBackResult> {
  const undoesPost = reachedStep === "posted";
  return getDb().transaction(async (tx) => {
    const [item] = await tx
      .update(contentItems)
      .set({
        workflowStep: previousStep(reachedStep)!,
        ...(undoesPost ? { postDate: sql`${contentItems.plannedPostDate}`, plannedPostDate: null } : {}),
      })
      .where(and(ownItem(userId, id), eq(contentItems.workflowStep, reachedStep)))
      .returning(itemColumns);
    if (!item) return staleOrGone(tx, userId, id);
    return { outcome: "moved_back", item, xp: await reverseXp(tx, userId, stepXpKey(id, reachedStep)) };
  });
}

export async function getContentItem(userId: string, id: string): Promise<ContentItem | null> {
  const [item] = await getDb().select(itemColumns).from(contentItems).where(ownItem(userId, id));
  return item ?? null;
}

/**
 * Appends hashtags the item does not have yet (in any case: #FYP is #fyp), in one statement, as
 * long as it then holds at most MAX_HASHTAGS: "full" when it wouldn't, null when not the user's.
 */
export async function addHashtags(userId: string, id: string, tags: string[]): Promise<ContentItem | "full" | null> {
  const merged = sql`array(select (array_agg(tag order by position))[1] from unnest(${contentItems.hashtags} || ${sql.param(tags)}::text[]) with ordinality as t(tag, position) group by lower(tag) order by min(position))`;
  const [item] = await getDb()
    .update(contentItems)
    .set({ hashtags: merged })
    .where(and(ownItem(userId, id), sql`cardinality(${merged}) <= ${MAX_HASHTAGS}`))
    .returning(itemColumns);
  if (item) return item;
  return (await rowExists(contentItems, ownItem(userId, id))) ? "full" : null;
}

/**
 * Deletes an item and takes back the XP it earned, in one transaction, as deleteTask does. Every
 * award an item can earn is keyed by stepXpKey: one per step it reached, and one for `posted`
 * however it got there (Complete, Match Posted Content, the social webhook), so reversing each
 * step's key takes back exactly what this item earned; keys it never earned change nothing.
 * The launch bonuses (first idea, first post, five posts) stay: they mark milestones the creator
 * reached, which deleting an item later does not undo. The tab counts follow the row (trigger).
 * Null when the user has no such item, else the XP taken back (amount 0 when there was none).
 */
export async function deleteContent(userId: string, id: string): Promise<XpChange | null> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(contentItems).where(ownItem(userId, id)).returning({ id: contentItems.id });
    if (!deleted) return null;
    return mergeXpChanges(await reverseXpAwards(tx, userId, WORKFLOW_STEPS.map((step) => stepXpKey(id, step))));
  });
}
