import { CheckSquare, Clapperboard, Dumbbell, Zap } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import { formatCount } from "@/lib/format";
import { WORKOUTS_PER_WEEK } from "@/lib/rules/xp-goals";

export function StatCards(props: { tasksToday: number; weeklyXp: number; contentInProgress: number; weeklyWorkouts: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard data-testid="stat-card" icon={CheckSquare} label="Tasks Today" value={String(props.tasksToday)} hint="completed today" />
      <StatCard data-testid="stat-card" icon={Zap} label="Weekly XP" value={formatCount(props.weeklyXp)} hint="earned since Sunday" />
      <StatCard data-testid="stat-card" icon={Clapperboard} label="Content Pipeline" value={String(props.contentInProgress)} hint="from Script to Ready" />
      <StatCard data-testid="stat-card" icon={Dumbbell} label="Workouts" value={`${props.weeklyWorkouts}/${WORKOUTS_PER_WEEK}`} hint="logged since Sunday" />
    </div>
  );
}
