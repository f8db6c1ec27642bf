"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_AXIS, CHART_CURSOR, CHART_TOOLTIP, evenTicks, evenValueTicks } from "@/components/ui/chart-style";
import { formatWeight, type WeightUnit } from "@/lib/rules/health";

// The health charts' drawings, loaded after the page (components/lazy-charts.tsx).

export function WeightPlot({ data, unit }: { data: { label: string; weight: number }[]; unit: WeightUnit }) {
  const valueAxis = evenValueTicks(data.map((point) => point.weight));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 4, right: 20, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" {...CHART_AXIS} ticks={evenTicks(data.map((point) => point.label))} interval={0} />
        <YAxis {...CHART_AXIS} domain={valueAxis.domain} ticks={valueAxis.ticks} interval={0} />
        <Tooltip contentStyle={CHART_TOOLTIP} formatter={(value) => [formatWeight(Number(value), unit), "Weight"]} />
        <Line type="monotone" dataKey="weight" stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

const WEEK_DAY_TICKS = [0, 1, 2, 3, 4, 5, 6, 7];

export function WorkoutsPlot({ data }: { data: { label: string; workouts: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 4, right: 12, bottom: 0, left: -24 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" {...CHART_AXIS} ticks={evenTicks(data.map((point) => point.label))} interval={0} />
        {/* Every day of a week, one a step: left to itself the axis read 0, 2, 4, 7. */}
        <YAxis {...CHART_AXIS} allowDecimals={false} domain={[0, 7]} ticks={WEEK_DAY_TICKS} interval={0} />
        <Tooltip contentStyle={CHART_TOOLTIP} cursor={CHART_CURSOR} formatter={(value) => [value, "Workouts"]} />
        <Bar dataKey="workouts" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
