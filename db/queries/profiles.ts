import "server-only";
import { eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, parseJson } from "@/db";
import { profiles, tasks, xpDaily, xpDayRuns } from "@/db/schema";
import { localDate, weekStartSunday } from "@/lib/rules/calendar-day";
import { dailyStreak, type DayRun } from "@/lib/rules/streak";

// "Now" on the wall clock where the creator lives (decision D4), for a statement that reads `profiles`.
const nowInProfileZone = sql`(now() at time zone ${profiles.timeZone})`;
/** Today's date in the profile's time zone, as a date to compare with. */
export const todayDateInProfileZone = sql<string>`${nowInProfileZone}::date`;
/** The same day as "YYYY-MM-DD", to read. */
export const todayInProfileZone = sql<string>`to_char(${nowInProfileZone}, 'YYYY-MM-DD')`;
/** The start of that day, as a timestamptz. */
export const startOfTodayInProfileZone = sql`(date_trunc('day', ${nowInProfileZone}) at time zone ${profiles.timeZone})`;
/** "Today" where this user lives (decision D4), as a date, for use inside any statement. */
export const todayForUser = (userId: string) => sql<string>`(select ${todayDateInProfileZone} from ${profiles} where ${profiles.userId} = ${userId})`;
/** Days of XP history the summary reads: the two weeks the Command Center charts (a week is within them). */
export const RECENT_XP_DAYS = 14;

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
  /** XP per local day over the last RECENT_XP_DAYS days, for charts. */
  dailyXp: DailyXp[];
  /** The Content Pipeline's tab counts, kept on the profile by a trigger on content_items (migration 0015). */
  contentCounts: ContentCounts;
};

export type ContentCounts = { active: number; posted: number };

/**
 * Columns of a select on `profiles` that yield a CreatorSummary: composable into bigger reads.
 * They read the rollups kept beside the XP ledger (migrations 0010, 0015): the running total,
 * xp_daily for the last two weeks, and xp_day_runs for the streak.
 */
export function creatorSummaryColumns(userId: string) {
  return {
    displayName: profiles.displayName,
    avatarUrl: profiles.avatarUrl,
    timeZone: profiles.timeZone,
    today: todayInProfileZone,
    totalXp: profiles.totalXp,
    activeContent: profiles.activeContent,
    postedContent: profiles.postedContent,
    dailyXp: sql<DailyXp[] | string>`(
      select coalesce(json_agg(json_build_object('day', to_char(${xpDaily.day}, 'YYYY-MM-DD'), 'xp', ${xpDaily.xp})), '[]'::json)
      from ${xpDaily} where ${xpDaily.userId} = ${userId} and ${xpDaily.day} > ${todayDateInProfileZone} - ${RECENT_XP_DAYS}::integer
    )`,
    // The latest run of days with XP that began by today: all the streak rule (lib/rules/streak.ts)
    // needs, one row however long the run.
    latestRun: sql<DayRun | null | string>`(
      select json_build_object('firstDay', to_char(${xpDayRuns.firstDay}, 'YYYY-MM-DD'), 'lastDay', to_char(${xpDayRuns.lastDay}, 'YYYY-MM-DD'))
      from ${xpDayRuns} where ${xpDayRuns.userId} = ${userId} and ${xpDayRuns.firstDay} <= ${todayDateInProfileZone}
      order by ${xpDayRuns.firstDay} desc limit 1
    )`,
    tasksCompletedToday: sql<number>`(select count(*) from ${tasks} where ${tasks.userId} = ${userId} and ${tasks.completedAt} >= ${startOfTodayInProfileZone})`.mapWith(Number),
  };
}

type SummaryRow = {
  displayName: string;
  avatarUrl: string | null;
  timeZone: string;
  today: string;
  totalXp: number;
  activeContent: number;
  postedContent: number;
  dailyXp: DailyXp[] | string;
  latestRun: DayRun | null | string;
  tasksCompletedToday: number;
};

/** The weekly XP and the streak follow from the recent days by the rules in lib/rules. */
export function toCreatorSummary(row: SummaryRow): CreatorSummary {
  const dailyXp = parseJson(row.dailyXp).map((day) => ({ day: day.day, xp: Number(day.xp) }));
  const weekStart = weekStartSunday(row.today);
  return {
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    timeZone: row.timeZone,
    today: row.today,
    totalXp: Number(row.totalXp),
    weeklyXp: dailyXp.filter((day) => day.day >= weekStart).reduce((total, day) => total + day.xp, 0),
    streak: dailyStreak(parseJson(row.latestRun), row.today),
    tasksCompletedToday: row.tasksCompletedToday,
    dailyXp,
    contentCounts: { active: row.activeContent, posted: row.postedContent },
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

/** Today's date where the creator lives (decision D4), for checking the dates a form sends: one small read. */
export async function getCreatorToday(userId: string): Promise<string> {
  const [row] = await getDb().select({ today: todayInProfileZone }).from(profiles).where(eq(profiles.userId, userId));
  return row?.today ?? localDate("UTC");
}
