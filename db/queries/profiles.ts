import "server-only";
import { eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { profiles, tasks, xpEvents } from "@/db/schema";
import { weekStartSunday } from "@/lib/rules/calendar-day";
import { dailyStreak } from "@/lib/rules/streak";

// Start of "today" in the profile's time zone (decision D4), as a timestamptz.
const startOfTodayInProfileZone = sql`(date_trunc('day', now() at time zone ${profiles.timeZone}) at time zone ${profiles.timeZone})`;
const localDayOfEvent = sql`to_char(${xpEvents.createdAt} at time zone ${profiles.timeZone}, 'YYYY-MM-DD')`;

export type CreatorSummary = {
  displayName: string;
  avatarUrl: string | null;
  timeZone: string;
  /** Today's date in the creator's time zone. */
  today: string;
  totalXp: number;
  /** XP since Sunday in the creator's time zone, for the 500 XP weekly goal. */
  weeklyXp: number;
  streak: number;
  tasksCompletedToday: number;
};

type DailyXp = { day: string; xp: number };

/**
 * Where the creator stands: the shell's header, the level banner and the XP Dashboard read it.
 * One query returns the XP per local day; totals, the weekly XP and the streak follow from it by
 * the rules in lib/rules. Cached per request, so the layout and the page share one query.
 */
export const getCreatorSummary = cache(async (userId: string): Promise<CreatorSummary | null> => {
  const [row] = await getDb()
    .select({
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      timeZone: profiles.timeZone,
      today: sql<string>`to_char(now() at time zone ${profiles.timeZone}, 'YYYY-MM-DD')`,
      dailyXp: sql<DailyXp[] | string>`(
        select coalesce(json_agg(json_build_object('day', daily.day, 'xp', daily.xp)), '[]'::json)
        from (
          select ${localDayOfEvent} as day, sum(${xpEvents.amount}) as xp
          from ${xpEvents} where ${xpEvents.userId} = ${userId} group by 1
        ) as daily
      )`,
      tasksCompletedToday: sql<number>`(select count(*) from ${tasks} where ${tasks.userId} = ${userId} and ${tasks.completedAt} >= ${startOfTodayInProfileZone})`.mapWith(Number),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) return null;

  const daily: DailyXp[] = typeof row.dailyXp === "string" ? JSON.parse(row.dailyXp) : row.dailyXp;
  const weekStart = weekStartSunday(row.today);
  const sumXp = (days: DailyXp[]) => days.reduce((total, day) => total + Number(day.xp), 0);
  return {
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    timeZone: row.timeZone,
    today: row.today,
    totalXp: sumXp(daily),
    weeklyXp: sumXp(daily.filter((day) => day.day >= weekStart)),
    streak: dailyStreak(
      daily.map((day) => day.day),
      row.today,
    ),
    tasksCompletedToday: row.tasksCompletedToday,
  };
});
