import type { Metadata } from "next";
import { LaunchChecklist } from "@/components/command-center/launch-checklist";
import { PostProgressStrip } from "@/components/command-center/post-progress-strip";
import { QuickActions } from "@/components/command-center/quick-actions";
import { StatCards } from "@/components/command-center/stat-cards";
import { DailyQuote, TodaysMissions } from "@/components/command-center/todays-missions";
import { XpChart } from "@/components/command-center/xp-chart";
import { CreatorTodayProvider } from "@/components/creator-today";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { LevelBanner } from "@/components/xp/level-banner";
import { WeeklyGoalCard } from "@/components/xp/weekly-goal-card";
import { type CommandCenter, getCommandCenter } from "@/db/queries/command-center";
import { welcomeLine } from "@/lib/format";
import { recentDays } from "@/lib/rules/calendar-day";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Command Center" };

async function loadCommandCenter(userId: string): Promise<CommandCenter | null> {
  try {
    return await getCommandCenter(userId);
  } catch (error) {
    console.error("getCommandCenter failed", error);
    return null;
  }
}

export default async function CommandCenterPage() {
  const user = await requireUser();
  const data = await loadCommandCenter(user.id);

  if (!data) {
    // The stats failed; the quick actions still work.
    return (
      <div className="mx-auto max-w-6xl space-y-6">
        <PageHeader title="Command Center" subtitle="Your creator quest at a glance." />
        <LoadError message="Failed to load your dashboard" />
        <QuickActions />
      </div>
    );
  }
  const { summary, launch } = data;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Command Center" subtitle={welcomeLine(summary.displayName, summary.totalXp)} />
      <LevelBanner summary={summary} />
      <LaunchChecklist progress={launch} />
      <PostProgressStrip progress={launch} />
      <StatCards
        tasksToday={summary.tasksCompletedToday}
        weeklyXp={summary.weeklyXp}
        contentInProgress={data.contentInProgress}
        weeklyWorkouts={data.weeklyWorkouts}
      />
      <CreatorTodayProvider today={summary.today}>
        <QuickActions />
      </CreatorTodayProvider>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
        <div className="space-y-4 lg:col-span-7">
          <TodaysMissions dueTasks={data.dueTasks} contentDue={data.contentDue} moreDue={data.moreDue} today={summary.today} />
          <DailyQuote today={summary.today} />
        </div>
        <div className="space-y-4 lg:col-span-5">
          <WeeklyGoalCard weeklyXp={summary.weeklyXp} />
          <XpChart days={recentDays(summary.dailyXp, summary.today, 14)} />
        </div>
      </div>
    </div>
  );
}
