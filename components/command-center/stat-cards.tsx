import { CheckSquare, Clapperboard, Dumbbell, Zap, type LucideIcon } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import { formatCount } from "@/lib/format";
import { WORKOUTS_PER_WEEK } from "@/lib/rules/xp-goals";

function Stat({ icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint: string }) {
  return (
    <StatCard data-testid="stat-card" label={label} icon={icon} iconClassName="text-primary" value={value}>
      {hint}
    </StatCard>
  );
}

export function StatCards(props: { tasksToday: number; weeklyXp: number; contentInProgress: number; weeklyWorkouts: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Stat icon={CheckSquare} label="Tasks Today" value={String(props.tasksToday)} hint="completed today" />
      <Stat icon={Zap} label="Weekly XP" value={formatCount(props.weeklyXp)} hint="earned since Sunday" />
      <Stat icon={Clapperboard} label="Content Pipeline" value={String(props.contentInProgress)} hint="from Script to Ready" />
      <Stat icon={Dumbbell} label="Workouts" value={`${props.weeklyWorkouts}/${WORKOUTS_PER_WEEK}`} hint="logged since Sunday" />
    </div>
  );
}
