import { Dumbbell, Moon, Scale, Smile } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import { capitalize } from "@/lib/format";
import { formatWeight, type WeightUnit } from "@/lib/rules/health";
import { WORKOUTS_PER_WEEK } from "@/lib/rules/xp-goals";

function weightHint(weight: { change: number | null } | null, unit: WeightUnit): string {
  if (!weight) return "no weigh-in yet";
  if (weight.change === null) return "no earlier weigh-in";
  return `${weight.change > 0 ? "+" : ""}${formatWeight(weight.change, unit)} since the last weigh-in`;
}

export function HealthStats(props: {
  workoutsThisWeek: number;
  averageSleep: string | null;
  averageMood: string | null;
  weight: { latest: number; change: number | null } | null;
  weightUnit: WeightUnit;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard data-testid="health-stat" icon={Dumbbell} label="Workouts" value={`${props.workoutsThisWeek}/${WORKOUTS_PER_WEEK}`} hint="this week, from Sunday" />
      <StatCard data-testid="health-stat" icon={Moon} label="Average sleep" value={props.averageSleep ? capitalize(props.averageSleep) : "—"} hint="last 7 logs" />
      <StatCard data-testid="health-stat" icon={Smile} label="Average mood" value={props.averageMood ? capitalize(props.averageMood) : "—"} hint="last 7 logs" />
      <StatCard
        data-testid="health-stat"
        icon={Scale}
        label="Latest weight"
        value={props.weight ? formatWeight(props.weight.latest, props.weightUnit) : "—"}
        hint={weightHint(props.weight, props.weightUnit)}
      />
    </div>
  );
}
