import "server-only";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { getDb, parseJson } from "@/db";
import { contentItems, healthLogs, profiles, tasks } from "@/db/schema";
import { workoutsPerWeek } from "@/lib/rules/health";
import type { LaunchProgress } from "@/lib/rules/launch-checklist";
import { stepsWithStatus, type Platform, type WorkflowStep } from "@/lib/rules/workflow";
import { notPosted } from "./content";
import { launchProgressColumn, toLaunchProgressOf } from "./launch-checklist";
import { type CreatorSummary, creatorSummaryColumns, todayDateInProfileZone, toCreatorSummary } from "./profiles";

export type DueTask = { id: string; title: string; xpValue: number; dueDate: string };
/** An item planned for today, or for a day gone by and still not posted. */
export type ContentDue = { id: string; title: string; platform: Platform; workflowStep: WorkflowStep; postDate: string };

export type CommandCenter = {
  summary: CreatorSummary;
  launch: LaunchProgress;
  contentInProgress: number;
  weeklyWorkouts: number;
  /** At most MISSION_LIMIT of each, oldest due first; `moreDue` says that more wait beyond them. */
  dueTasks: DueTask[];
  contentDue: ContentDue[];
  moreDue: { tasks: boolean; content: boolean };
};

const MISSION_LIMIT = 6;
// One row past the limit is read, only to say that there are more.
const MISSIONS_READ = MISSION_LIMIT + 1;

/**
 * Everything the Command Center shows, in ONE statement: the creator summary, the launch
 * checklist, the stat cards and today's missions, all in the creator's time zone.
 */
export async function getCommandCenter(userId: string): Promise<CommandCenter | null> {
  const db = getDb();
  const inProgressSteps = stepsWithStatus("scripting", "filming", "editing");
  const dueTasks = db
    .select({ id: tasks.id, title: tasks.title, xpValue: sql`${tasks.xpValue}`.as("xpValue"), dueDate: sql`${tasks.dueDate}`.as("dueDate") })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), isNull(tasks.completedAt), lte(tasks.dueDate, todayDateInProfileZone)))
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt))
    .limit(MISSIONS_READ);
  const contentDue = db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      platform: contentItems.platform,
      workflowStep: sql`${contentItems.workflowStep}`.as("workflowStep"),
      postDate: sql`${contentItems.postDate}`.as("postDate"),
    })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), lte(contentItems.postDate, todayDateInProfileZone), notPosted))
    .orderBy(asc(contentItems.postDate), asc(contentItems.createdAt))
    .limit(MISSIONS_READ);

  const [row] = await db
    .select({
      ...creatorSummaryColumns(userId),
      launch: launchProgressColumn(userId),
      contentInProgress: sql<number>`(select count(*) from ${contentItems} where ${contentItems.userId} = ${userId} and ${inArray(contentItems.workflowStep, inProgressSteps)})`.mapWith(Number),
      // Workout days within a week either side of today; the Health page's rule below keeps this
      // week's (Sunday to Saturday). A day after today counts too, as on Health: a creator who
      // moved west across midnight may have logged it.
      workoutDays: sql<string[] | string>`(select coalesce(json_agg(to_char(${healthLogs.logDate}, 'YYYY-MM-DD')), '[]'::json) from ${healthLogs}
        where ${healthLogs.userId} = ${userId} and ${healthLogs.workoutCompleted} and ${healthLogs.logDate} > ${todayDateInProfileZone} - 7 and ${healthLogs.logDate} < ${todayDateInProfileZone} + 7)`,
      dueTasks: sql<DueTask[] | string>`(select coalesce(json_agg(due), '[]'::json) from (${dueTasks}) as due)`,
      contentDue: sql<ContentDue[] | string>`(select coalesce(json_agg(planned), '[]'::json) from (${contentDue}) as planned)`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) return null;

  const summary = toCreatorSummary(row);
  const due = parseJson(row.dueTasks);
  const planned = parseJson(row.contentDue);
  return {
    summary,
    launch: toLaunchProgressOf(row.launch),
    contentInProgress: row.contentInProgress,
    weeklyWorkouts: workoutsPerWeek(parseJson(row.workoutDays), summary.today, 1)[0].workouts,
    dueTasks: due.slice(0, MISSION_LIMIT),
    contentDue: planned.slice(0, MISSION_LIMIT),
    moreDue: { tasks: due.length > MISSION_LIMIT, content: planned.length > MISSION_LIMIT },
  };
}
