import "server-only";
import { eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { profiles, tasks, xpEvents } from "@/db/schema";

// Start of "today" in the profile's time zone (decision D4), as a timestamptz.
const startOfTodayInProfileZone = sql`(date_trunc('day', now() at time zone ${profiles.timeZone}) at time zone ${profiles.timeZone})`;

export type ShellSummary = {
  displayName: string;
  avatarUrl: string | null;
  totalXp: number;
  tasksCompletedToday: number;
};

/**
 * What the signed-in shell's header shows, in one query. Null when the user has no profile.
 * Cached per request: the layout and the page can both ask without a second query.
 */
export const getShellSummary = cache(async (userId: string): Promise<ShellSummary | null> => {
  const [row] = await getDb()
    .select({
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      totalXp: sql<number>`(select coalesce(sum(${xpEvents.amount}), 0) from ${xpEvents} where ${xpEvents.userId} = ${userId})`.mapWith(Number),
      tasksCompletedToday: sql<number>`(select count(*) from ${tasks} where ${tasks.userId} = ${userId} and ${tasks.completedAt} >= ${startOfTodayInProfileZone})`.mapWith(Number),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
});
