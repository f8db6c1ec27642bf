"use client";

import { format, parseISO } from "date-fns";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartTable } from "@/components/ui/chart-table";
import { CHART_AXIS, CHART_CURSOR, CHART_TOOLTIP } from "@/components/ui/chart-style";

export function WeightChart({ points }: { points: { logDate: string; weight: number }[] }) {
  const data = points.map((point) => ({ ...point, label: format(parseISO(point.logDate), "MMM d") }));
  return (
    <Card className="gap-3" data-testid="weight-chart">
      <CardHeader>
        <CardTitle className="text-base">Weight trend</CardTitle>
        <CardDescription>{points.length === 0 ? "Log a weight to start the trend." : `${points.length} weigh-ins, last 12 weeks`}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-44" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" {...CHART_AXIS} interval="preserveStartEnd" />
              <YAxis {...CHART_AXIS} domain={["dataMin - 1", "dataMax + 1"]} allowDecimals={false} />
              <Tooltip contentStyle={CHART_TOOLTIP} formatter={(value) => [value, "Weight"]} />
              <Line type="monotone" dataKey="weight" stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <ChartTable caption="Weight by day" columns={["Day", "Weight"]} rows={data.map((point) => [point.label, point.weight])} />
      </CardContent>
    </Card>
  );
}

export function WorkoutsChart({ weeks }: { weeks: { weekStart: string; workouts: number }[] }) {
  const data = weeks.map((week) => ({ ...week, label: format(parseISO(week.weekStart), "MMM d") }));
  return (
    <Card className="gap-3" data-testid="workouts-chart">
      <CardHeader>
        <CardTitle className="text-base">Workouts per week</CardTitle>
        <CardDescription>Last 12 weeks, each from Sunday</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-44" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" {...CHART_AXIS} interval="preserveStartEnd" />
              <YAxis {...CHART_AXIS} allowDecimals={false} domain={[0, 7]} />
              <Tooltip contentStyle={CHART_TOOLTIP} cursor={CHART_CURSOR} formatter={(value) => [value, "Workouts"]} />
              <Bar dataKey="workouts" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ChartTable caption="Workouts per week" columns={["Week", "Workouts"]} rows={data.map((week) => [`Week of ${week.label}`, week.workouts])} />
      </CardContent>
    </Card>
  );
}
