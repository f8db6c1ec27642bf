import type { Metadata } from "next";
import { Sparkles } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { AccountCard } from "@/components/xp/account-card";
import { BadgeGrid } from "@/components/xp/badge-grid";
import { LevelBanner } from "@/components/xp/level-banner";
import { LevelMilestones } from "@/components/xp/level-milestones";
import { NotificationsCard } from "@/components/xp/notifications-card";
import { ProfileEditor } from "@/components/xp/profile-editor";
import { WeeklyGoalCard } from "@/components/xp/weekly-goal-card";
import { XpBreakdown } from "@/components/xp/xp-breakdown";
import { getCreatorSummary } from "@/db/queries/profiles";
import { getProfileSettings } from "@/db/queries/profile-settings";
import { getXpBreakdown, listBadgesFor } from "@/db/queries/xp-dashboard";
import { vapidKeys } from "@/lib/integrations/web-push";
import { motivationLine } from "@/lib/rules/xp-goals";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "XP Dashboard" };

function timeZoneChoices(current: string): string[] {
  const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone"), current]);
  return [...zones].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
}

/** Null when the server's push keys are misconfigured: the card then says how to fix it. */
function vapidPublicKey(): string | null {
  try {
    return vapidKeys().publicKey;
  } catch (error) {
    console.error("Web Push keys unavailable", error);
    return null;
  }
}

export default async function XpDashboardPage() {
  const user = await requireUser();
  const data = await Promise.all([
    getCreatorSummary(user.id),
    listBadgesFor(user.id),
    getXpBreakdown(user.id),
    getProfileSettings(user.id),
  ]).catch((error) => {
    console.error("XP dashboard failed to load", error);
    return null;
  });

  if (!data || !data[0] || !data[3]) {
    return (
      <div className="mx-auto max-w-6xl space-y-6">
        <PageHeader title="XP Dashboard" subtitle="Your level, badges and where your XP comes from." />
        <LoadError message="Failed to load your XP" />
      </div>
    );
  }
  const [summary, badges, breakdown, profile] = data;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="XP Dashboard" subtitle="Your level, badges and where your XP comes from." />
      <LevelBanner summary={summary} />
      <p className="flex items-center gap-2 rounded-lg border border-primary/20 bg-accent/50 px-4 py-3 text-sm font-medium text-accent-foreground" data-testid="motivation">
        <Sparkles aria-hidden className="size-4 shrink-0" />
        {motivationLine(summary)}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
        <div className="space-y-4 lg:col-span-4">
          <WeeklyGoalCard weeklyXp={summary.weeklyXp} />
          <LevelMilestones totalXp={summary.totalXp} />
          <XpBreakdown rows={breakdown} />
        </div>
        <div className="space-y-4 lg:col-span-8">
          <BadgeGrid badges={badges} totalXp={summary.totalXp} timeZone={summary.timeZone} today={summary.today} />
          <ProfileEditor profile={profile} timeZones={timeZoneChoices(profile.timeZone)} />
          <NotificationsCard vapidPublicKey={vapidPublicKey()} />
          <AccountCard />
        </div>
      </div>
    </div>
  );
}
