import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { healthLogs } from "@/db/schema";
import { HEALTH_LOG_XP } from "@/lib/rules/health";
import { HEALTH_LOG_PAGE_SIZE, type Page, pageOf } from "@/lib/rules/paging";
import type { HealthLogInput } from "@/lib/validation/health";
import { awardXp, reverseXp, type XpChange } from "./xp";

export type HealthLog = typeof healthLogs.$inferSelect;

/** The latest logs, newest first (the spec's recent logs: 7), and whether older ones exist. */
export async function listRecentHealthLogs(userId: string, limit = HEALTH_LOG_PAGE_SIZE): Promise<Page<HealthLog>> {
  const rows = await getDb().select().from(healthLogs).where(eq(healthLogs.userId, userId)).orderBy(desc(healthLogs.logDate)).limit(limit + 1);
  return pageOf(rows, limit);
}

/** Every log from a day on, newest first: the days the log form can open, and the charts' weeks. */
export async function listHealthLogsSince(userId: string, since: string): Promise<HealthLog[]> {
  return getDb()
    .select()
    .from(healthLogs)
    .where(and(eq(healthLogs.userId, userId), gte(healthLogs.logDate, since)))
    .orderBy(desc(healthLogs.logDate));
}

type SavedLog = { log: HealthLog; xp: XpChange | null };

/**
 * The day's log as the form showed it: the time of its last save (an ISO instant, to the
 * millisecond, as the page's Date had it), or null for a day shown as not logged. (An edit dialog
 * sends the fields it showed instead, stillAsShown: a day's log may not be there to show.)
 */
export type SeenLog = { savedAt: string | null };

/**
 * Saves the day's log, one per user and date (a repeat save updates it), and awards 15 XP the
 * first time that date is logged (decision D5), in one transaction. Given what the form showed
 * (`seen`), null and nothing saved when the day's log has been saved or deleted since, in another
 * tab or on another device: its fields would have been written over with ones never looked at.
 */
export async function saveHealthLog(userId: string, input: HealthLogInput): Promise<SavedLog>;
export async function saveHealthLog(userId: string, input: HealthLogInput, seen: SeenLog): Promise<SavedLog | null>;
export async function saveHealthLog(userId: string, input: HealthLogInput, seen?: SeenLog): Promise<SavedLog | null> {
  return getDb().transaction(async (tx) => {
    const { logDate, ...fields } = input;
    if (seen) {
      const [current] = await tx
        .select({ savedAt: sql<string>`to_char(${healthLogs.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` })
        .from(healthLogs)
        .where(and(eq(healthLogs.userId, userId), eq(healthLogs.logDate, logDate)))
        .for("update");
      if ((current?.savedAt ?? null) !== seen.savedAt) return null;
    }
    const insert = tx.insert(healthLogs).values({ userId, logDate, ...fields });
    // A day shown as not logged is only ever added: the row lock above can't hold a row that isn't
    // there yet, and another tab's first save of the day may land in between.
    const [log] = await (seen?.savedAt === null
      ? insert.onConflictDoNothing({ target: [healthLogs.userId, healthLogs.logDate] }).returning()
      : insert.onConflictDoUpdate({ target: [healthLogs.userId, healthLogs.logDate], set: { ...fields, updatedAt: sql`now()` } }).returning());
    if (!log) return null;
    const xp = await awardXp(tx, userId, { key: `health:${logDate}`, source: "health", amount: HEALTH_LOG_XP, label: `Health log ${logDate}` });
    return { log, xp: xp.changed ? xp : null };
  });
}

/**
 * Deletes a day's log (one logged by mistake) and takes back the 15 XP it earned, in one
 * transaction. Null when the user has no such log, else the XP taken back.
 */
export async function deleteHealthLog(userId: string, id: string): Promise<XpChange | null> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(healthLogs)
      .where(and(eq(healthLogs.userId, userId), eq(healthLogs.id, id)))
      .returning({ logDate: healthLogs.logDate });
    if (!deleted) return null;
    return reverseXp(tx, userId, `health:${deleted.logDate}`);
  });
}
