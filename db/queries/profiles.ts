import "server-only";
import { eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { profiles, tasks, xpEvents } from "@/db/schema";
import { weekStartSunday } from "@/lib/rules/calendar-day";
import { dailyStreak } from "@/lib/rules/streak";

// Start of "today" in the profile's time zone (decision D4), as a timestamptz.
export const startOfTodayInProfileZone = sql`(date_trunc('day', now() at time zone ${profiles.timeZone}) at time zone ${profiles.timeZone})`;
export const todayInProfileZone = sql<string>`to_char(now() at time zone ${profiles.timeZone}, 'YYYY-MM-DD')`;
/** "Today" where this user lives (decision D4), as a date, for use inside any statement. */
export const todayForUser = (userId: string) => sql<string>`(select ${todayInProfileZone}::date from ${profiles} where ${profiles.userId} = ${userId})`;
const localDayOfEvent = sql`to_char(${xpEvents.createdAt} at time zone ${profiles.timeZone}, 'YYYY-MM-DD')`;

export type DailyXp = { day: string; xp: number };

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
  /** XP per local day, for charts. */
  dailyXp: DailyXp[];
};

/** Columns of a select on `profiles` that yield a CreatorSummary: composable into bigger reads. */
export function creatorSummaryColumns(userId: string) {
  return {
    displayName: profiles.displayName,
    avatarUrl: profiles.avatarUrl,
    timeZone: profiles.timeZone,
    today: todayInProfileZone,
    dailyXp: sql<DailyXp[] | string>`(
      select coalesce(json_agg(json_build_object('day', daily.day, 'xp', daily.xp)), '[]'::json)
      from (
        select ${localDayOfEvent} as day, sum(${xpEvents.amount}) as xp
        from ${xpEvents} where ${xpEvents.userId} = ${userId} group by 1
      ) as daily
    )`,
    tasksCompletedToday: sql<number>`(select count(*) from ${tasks} where ${tasks.userId} = ${userId} and ${tasks.completedAt} >= ${startOfTodayInProfileZone})`.mapWith(Number),
  };
}

type SummaryRow = {
  displayName: string;
  avatarUrl: string | null;
  timeZone: string;
  today: string;
  dailyXp: DailyXp[] | string;
  tasksCompletedToday: number;
};

// JSON comes back parsed from postgres.js and PGlite alike, but may be text through a proxy.
export function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** Totals, the weekly XP and the streak follow from the XP per local day by the rules in lib/rules. */
export function toCreatorSummary(row: SummaryRow): CreatorSummary {
  const dailyXp = parseJson(row.dailyXp).map((day) => ({ day: day.day, xp: Number(day.xp) }));
  const weekStart = weekStartSunday(row.today);
  const sumXp = (days: DailyXp[]) => days.reduce((total, day) => total + day.xp, 0);
  return {
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    timeZone: row.timeZone,
    today: row.today,
    totalXp: sumXp(dailyXp),
    weeklyXp: sumXp(dailyXp.filter((day) => day.day >= weekStart)),
    streak: dailyStreak(
      dailyXp.map((day) => day.day),
      row.today,
    ),
    tasksCompletedToday: row.tasksCompletedToday,
    dailyXp,
  };
}

/**
 * Where the creator stands: the shell's header, the level banner and the XP Dashboard read it.
 * One query; cached per request, so the layout and the page share it.
 */
export const getCreatorSummary = cache(async (userId: string): Promise<CreatorSummary | null> => {
  const [row] = await getDb().select(creatorSummaryColumns(userId)).from(profiles).where(eq(profiles.userId, userId));
  return row ? toCreatorSummary(row) : null;
});
