import type { Metadata } from "next";
import { CreatorTodayProvider } from "@/components/creator-today";
import { WeightChart, WorkoutsChart } from "@/components/health/health-charts";
import { HealthLogForm } from "@/components/health/health-log-form";
import { HealthStats } from "@/components/health/health-stats";
import { RecentLogs } from "@/components/health/recent-logs";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { listHealthLogsSince, listRecentHealthLogs } from "@/db/queries/health";
import { getCreatorSummary } from "@/db/queries/profiles";
import { addDays, localDate, weekStartSunday } from "@/lib/rules/calendar-day";
import { dateRange, HEALTH_LOG_DATE_LIMITS } from "@/lib/rules/date-limits";
import { averageMood, averageSleep, latestWeightUnit, STATS_LOGS, weightChange, weightsIn, workoutsPerWeek } from "@/lib/rules/health";
import { HEALTH_LOG_PAGE_SIZE, type SearchParams, shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Health Tracker" };

const CHART_WEEKS = 12;

export default async function HealthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const shown = shownCount((await searchParams).show, HEALTH_LOG_PAGE_SIZE);
  const summary = await getCreatorSummary(user.id);
  const today = summary?.today ?? localDate("UTC");
  // One read serves the charts' weeks and the days the log form can open, whichever reaches further back.
  const chartsSince = weekStartSunday(addDays(today, -7 * (CHART_WEEKS - 1)));
  const formSince = dateRange(HEALTH_LOG_DATE_LIMITS, today).min;
  const loaded = await Promise.all([
    listRecentHealthLogs(user.id, shown),
    listHealthLogsSince(user.id, formSince < chartsSince ? formSince : chartsSince),
  ]).catch((error) => {
    console.error("Health logs failed to load", error);
    return null;
  });
  const header = <PageHeader title="Health Tracker" subtitle="Body and mind fuel the channel: log a day in under a minute." />;

  if (!loaded) {
    return (
      <div className="mx-auto max-w-6xl space-y-6">
        {header}
        {/* No form: without the days' logs it would show a logged day as empty, and its save be refused. */}
        <LoadError message="Failed to load health logs" reason="Logging a day waits for them, so a saved day isn't written over. Check your connection and try again." />
      </div>
    );
  }
  const [logs, since] = loaded;
  const recent = logs.rows.slice(0, STATS_LOGS);
  const editable = since.filter((log) => log.logDate >= formSince);
  const history = since.filter((log) => log.logDate >= chartsSince).toReversed();
  const workoutDays = history.filter((day) => day.workoutCompleted).map((day) => day.logDate);
  const weeks = workoutsPerWeek(workoutDays, today, CHART_WEEKS);
  // Every weight shows in the unit of the latest weigh-in, the one the form offers first.
  const weightUnit = latestWeightUnit([...recent, ...since]);

  return (
    <CreatorTodayProvider today={today}>
      <div className="mx-auto max-w-6xl space-y-6">
        {header}
        <HealthStats
          workoutsThisWeek={weeks[weeks.length - 1].workouts}
          averageSleep={averageSleep(recent.map((log) => log.sleepQuality))}
          averageMood={averageMood(recent.map((log) => log.mood))}
          weight={weightChange(recent, weightUnit)}
          weightUnit={weightUnit}
        />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
          <div className="space-y-4 lg:col-span-7">
            <HealthLogForm key={today} logs={editable} weightUnit={weightUnit} />
            <RecentLogs logs={logs.rows} more={logs.more} shown={shown} today={today} />
          </div>
          <div className="space-y-4 lg:col-span-5">
            <WeightChart unit={weightUnit} points={weightsIn(history, weightUnit).map((day) => ({ logDate: day.logDate, weight: day.value }))} />
            <WorkoutsChart weeks={weeks} />
          </div>
        </div>
      </div>
    </CreatorTodayProvider>
  );
}
