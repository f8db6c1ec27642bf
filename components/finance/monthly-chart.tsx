"use client";

import { format, parseISO } from "date-fns";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartTable } from "@/components/ui/chart-table";
import { CHART_AXIS, CHART_CURSOR, CHART_TOOLTIP } from "@/components/ui/chart-style";

/** Income against expenses per month for the last 12 months; the numbers are a table too. */
export function MonthlyChart({ months }: { months: { month: string; income: string; expense: string }[] }) {
  const data = months.map((month) => ({
    label: format(parseISO(`${month.month}-01`), "MMM yy"),
    income: Number(month.income),
    expense: Number(month.expense),
  }));
  return (
    <Card className="gap-3" data-testid="finance-chart">
      <CardHeader>
        <CardTitle className="text-base">Income vs expenses</CardTitle>
        <CardDescription>Last 12 months</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-52" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" {...CHART_AXIS} interval="preserveStartEnd" />
              <YAxis {...CHART_AXIS} width={56} tickFormatter={(value: number) => `$${value.toLocaleString("en-US")}`} />
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
        </div>
        <ChartTable
          caption="Income and expenses per month"
          columns={["Month", "Income", "Expenses"]}
          rows={months.map((month) => [format(parseISO(`${month.month}-01`), "MMMM yyyy"), formatMoney(month.income), formatMoney(month.expense)])}
        />
      </CardContent>
    </Card>
  );
}
