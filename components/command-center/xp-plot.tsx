"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_AXIS, CHART_CURSOR, CHART_TOOLTIP } from "@/components/ui/chart-style";

/** XpChart's bars, loaded after the page (components/lazy-charts.tsx). */
export function XpPlot({ data }: { data: { label: string; xp: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" {...CHART_AXIS} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} {...CHART_AXIS} />
        <Tooltip
          cursor={CHART_CURSOR}
          contentStyle={CHART_TOOLTIP}
          formatter={(value) => [`${value} XP`, "Earned"]}
        />
        <Bar dataKey="xp" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
