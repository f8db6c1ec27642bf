"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_AXIS, CHART_CURSOR, CHART_TOOLTIP, evenTicks } from "@/components/ui/chart-style";
import { formatMoney } from "@/lib/format";

/** MonthlyChart's bars, loaded after the page (components/lazy-charts.tsx). */
export function MonthlyPlot({ data }: { data: { label: string; income: number; expense: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" {...CHART_AXIS} ticks={evenTicks(data.map((point) => point.label))} interval={0} />
        {/* Compact labels ("$1.2M", "$10B") fit the axis's width whatever the amounts. */}
        <YAxis {...CHART_AXIS} width={56} tickFormatter={(value: number) => formatMoney(value, { compact: true })} />
        <Tooltip
          contentStyle={CHART_TOOLTIP}
          cursor={CHART_CURSOR}
          formatter={(value, name) => [formatMoney(Number(value)), name === "income" ? "Income" : "Expenses"]}
        />
        <Legend formatter={(name) => (name === "income" ? "Income" : "Expenses")} wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="income" fill="var(--success)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="expense" fill="var(--destructive)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
