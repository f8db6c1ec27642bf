import "server-only";
import { and, asc, between, count, desc, eq, gte, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { contentItems } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import { notPosted, ownItem } from "./content";

const calendarColumns = {
  id: contentItems.id,
  title: contentItems.title,
  platform: contentItems.platform,
  workflowStep: contentItems.workflowStep,
  postDate: contentItems.postDate,
  socialPostUrl: contentItems.socialPostUrl,
};

export type CalendarItem = {
  id: string;
  title: string;
  platform: (typeof contentItems.$inferSelect)["platform"];
  workflowStep: (typeof contentItems.$inferSelect)["workflowStep"];
  postDate: string | null;
  socialPostUrl: string | null;
};

/** The items planned or posted in [from, to], by date: one query on (user_id, post_date). */
export async function listContentBetween(userId: string, from: string, to: string): Promise<CalendarItem[]> {
  return getDb()
    .select(calendarColumns)
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), between(contentItems.postDate, from, to)))
    .orderBy(asc(contentItems.postDate), asc(contentItems.createdAt));
}

/**
 * How many items each day in [from, to] holds, for the month grid: counted on the
 * (user_id, post_date) index without reading the items, so a month of a busy account sends
 * numbers, not every item. Days without items are left out.
 */
export async function countContentByDay(userId: string, from: string, to: string): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ day: contentItems.postDate, items: count() })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), between(contentItems.postDate, from, to)))
    .groupBy(contentItems.postDate);
  return Object.fromEntries(rows.map(({ day, items }) => [day, items]));
}

export type UnscheduledPage = Page<CalendarItem> & { total: number };

/**
 * Items without a day yet (never posted ones: posting always sets a date), newest first: the
 * first `limit`, and how many there are in all (counted on the (user_id, post_date) index).
 */
export async function listUnscheduledContent(userId: string, limit: number): Promise<UnscheduledPage> {
  const unscheduled = and(eq(contentItems.userId, userId), isNull(contentItems.postDate));
  const db = getDb();
  const [rows, [{ total }]] = await Promise.all([
    db.select(calendarColumns).from(contentItems).where(unscheduled).orderBy(desc(contentItems.createdAt)).limit(limit + 1),
    db.select({ total: count() }).from(contentItems).where(unscheduled),
  ]);
  return { ...pageOf(rows, limit), total };
}

/**
 * Plans an item for another day, or back to unscheduled (null). A posted item keeps the day it
 * went out. Null when the user has no such unposted item.
 */
export async function rescheduleContent(userId: string, id: string, postDate: string | null): Promise<CalendarItem | null> {
  const [item] = await getDb()
    .update(contentItems)
    .set({ postDate })
    .where(and(ownItem(userId, id), notPosted))
    .returning(calendarColumns);
  return item ?? null;
}

/**
 * The dated items from `since` on, for the private iCal feed. The feed keeps a window (the route
 * passes a year back) so a creator with years of posts isn't sent all of them on every refresh.
 */
export async function listDatedContent(userId: string, since: string) {
  return getDb()
    .select({
      id: contentItems.id,
      title: contentItems.title,
      platform: contentItems.platform,
      workflowStep: contentItems.workflowStep,
      hook: contentItems.hook,
      hashtags: contentItems.hashtags,
      postDate: contentItems.postDate,
      socialPostUrl: contentItems.socialPostUrl,
    })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), gte(contentItems.postDate, since)))
    .orderBy(asc(contentItems.postDate));
}
