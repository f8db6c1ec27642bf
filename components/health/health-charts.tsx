import { format, parseISO } from "date-fns";
import { WeightPlot, WorkoutsPlot } from "@/components/lazy-charts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartTable } from "@/components/ui/chart-table";
import { formatWeight, type WeightUnit } from "@/lib/rules/health";

/** Weigh-ins, oldest first, all in `unit`. */
export function WeightChart({ points, unit }: { points: { logDate: string; weight: number }[]; unit: WeightUnit }) {
  const data = points.map((point) => ({ label: format(parseISO(point.logDate), "MMM d"), weight: point.weight }));
  return (
    <Card className="gap-3" data-testid="weight-chart">
      <CardHeader>
        <CardTitle className="text-base">Weight trend</CardTitle>
        <CardDescription>{points.length === 0 ? "Log a weight to start the trend." : `${points.length} weigh-in${points.length === 1 ? "" : "s"} in ${unit}, last 12 weeks`}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* As the finance chart: without a weigh-in, no empty axes and no chart library to load. */}
        {points.length > 0 && (
          <div className="h-44" inert>
            <WeightPlot data={data} unit={unit} />
          </div>
        )}
        <ChartTable caption="Weight by day" columns={["Day", "Weight"]} rows={data.map((point) => [point.label, formatWeight(point.weight, unit)])} />
      </CardContent>
    </Card>
  );
}

export function WorkoutsChart({ weeks }: { weeks: { weekStart: string; workouts: number }[] }) {
  const data = weeks.map((week) => ({ label: format(parseISO(week.weekStart), "MMM d"), workouts: week.workouts }));
  return (
    <Card className="gap-3" data-testid="workouts-chart">
      <CardHeader>
        <CardTitle className="text-base">Workouts per week</CardTitle>
        <CardDescription>Last 12 weeks, each from Sunday</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-44" inert>
          <WorkoutsPlot data={data} />
        </div>
        <ChartTable caption="Workouts per week" columns={["Week", "Workouts"]} rows={data.map((week) => [`Week of ${week.label}`, week.workouts])} />
      </CardContent>
    </Card>
  );
}
