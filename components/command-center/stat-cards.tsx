import { CheckSquare, Clapperboard, Dumbbell, Zap, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import { WORKOUTS_PER_WEEK } from "@/lib/rules/xp-goals";

function StatCard({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint: string }) {
  return (
    <Card className="gap-1 p-4" data-testid="stat-card" aria-label={label}>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{label}</span>
        <Icon aria-hidden className="size-4 text-primary" />
      </div>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

export function StatCards(props: { tasksToday: number; weeklyXp: number; contentInProgress: number; weeklyWorkouts: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard icon={CheckSquare} label="Tasks Today" value={String(props.tasksToday)} hint="completed today" />
      <StatCard icon={Zap} label="Weekly XP" value={formatCount(props.weeklyXp)} hint="earned since Sunday" />
      <StatCard icon={Clapperboard} label="Content Pipeline" value={String(props.contentInProgress)} hint="from Script to Ready" />
      <StatCard icon={Dumbbell} label="Workouts" value={`${props.weeklyWorkouts}/${WORKOUTS_PER_WEEK}`} hint="logged since Sunday" />
    </div>
  );
}
