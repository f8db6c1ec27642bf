"use client";

import { format, parseISO } from "date-fns";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartTable } from "@/components/ui/chart-table";
import { CHART_AXIS, CHART_CURSOR, CHART_TOOLTIP } from "@/components/ui/chart-style";

/** XP earned per day over the last 14 days; the numbers are also a table for screen readers. */
export function XpChart({ days }: { days: { day: string; xp: number }[] }) {
  const data = days.map((entry) => ({ ...entry, label: format(parseISO(entry.day), "MMM d") }));
  const total = days.reduce((sum, entry) => sum + entry.xp, 0);
  return (
    <Card className="gap-3" data-testid="xp-chart">
      <CardHeader>
        <CardTitle className="text-base">XP, last 14 days</CardTitle>
        <CardDescription>{total.toLocaleString("en-US")} XP in two weeks</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-40" aria-hidden>
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
        </div>
        <ChartTable caption="XP earned per day, last 14 days" columns={["Day", "XP"]} rows={data.map((entry) => [entry.label, entry.xp])} />
      </CardContent>
    </Card>
  );
}
