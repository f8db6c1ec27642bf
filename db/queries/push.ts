import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { contentItems, profiles, pushReminders, pushSubscriptions } from "@/db/schema";
import type { PlannedItem } from "@/lib/rules/push-message";
import type { PushSubscriptionInput } from "@/lib/validation/push";
import { notPosted } from "./content";

/**
 * Saves this browser's subscription for the user. The endpoint names the device, so a device
 * that was someone else's (signed out without turning reminders off) now belongs to this user.
 */
export async function savePushSubscription(userId: string, input: PushSubscriptionInput) {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await getDb()
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
}

export async function removePushSubscription(userId: string, endpoint: string) {
  await getDb()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function hasPushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

export async function listPushSubscriptions(userId: string) {
  return getDb()
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** Reminders are sent from this hour (inclusive) until that one (exclusive), in each creator's zone. */
export const MORNING_HOURS = { from: 8, until: 12 } as const;

const localTime = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${profiles.timeZone})`;

/**
 * Claims today's morning reminder for every creator who is in their morning at `now`, has a
 * device to send to and content planned for today, and hasn't had today's reminder. One
 * statement: the primary key on (user, day) makes the claim once per day however many app
 * servers run it at the same moment.
 */
export async function claimMorningReminders(now: Date): Promise<{ userId: string; reminderDate: string }[]> {
  const db = getDb();
  const local = localTime(now);
  const localDay = sql<string>`(${local})::date`;
  const localHour = sql`extract(hour from ${local})`;
  return db
    .insert(pushReminders)
    .select(
      db
        .select({ userId: profiles.userId, reminderDate: localDay.as("reminder_date"), createdAt: sql`now()`.as("created_at") })
        .from(profiles)
        .where(
          and(
            inArray(profiles.userId, db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions)),
            sql`${localHour} >= ${MORNING_HOURS.from} and ${localHour} < ${MORNING_HOURS.until}`,
            sql`exists (
              select 1 from ${contentItems}
              where ${contentItems.userId} = ${profiles.userId}
                and ${contentItems.postDate} = ${localDay}
                and ${notPosted})`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ userId: pushReminders.userId, reminderDate: pushReminders.reminderDate });
}

/** Content planned for that day and not yet posted, in the order it was created. */
export async function listPlannedContent(userId: string, day: string): Promise<PlannedItem[]> {
  return getDb()
    .select({ title: contentItems.title, platform: contentItems.platform })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.postDate, day), notPosted))
    .orderBy(asc(contentItems.createdAt));
}

export async function forgetPushEndpoints(userId: string, endpoints: string[]) {
  if (endpoints.length === 0) return;
  await getDb()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.endpoint, endpoints)));
}
