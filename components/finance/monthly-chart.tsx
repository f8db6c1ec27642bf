import { format, parseISO } from "date-fns";
import { MonthlyPlot } from "@/components/lazy-charts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartTable } from "@/components/ui/chart-table";
import { formatMoney } from "@/lib/format";

/** Income against expenses per month for the last 12 months; the numbers are a table too. */
export function MonthlyChart({ months }: { months: { month: string; income: string; expense: string }[] }) {
  const data = months.map((month) => ({
    // "Nov '26": "Nov 26" read as a day beside the list of entries.
    label: format(parseISO(`${month.month}-01`), "MMM ''yy"),
    income: Number(month.income),
    expense: Number(month.expense),
  }));
  const empty = data.every((month) => month.income === 0 && month.expense === 0);
  return (
    <Card className="gap-3" data-testid="finance-chart">
      <CardHeader>
        <CardTitle className="text-base">Income vs expenses</CardTitle>
        <CardDescription>{empty ? "Add an entry to start the chart." : "Last 12 months"}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Without an entry there is nothing to plot: no empty axes, and no chart library to load. */}
        {!empty && (
          <div className="h-52" inert>
            <MonthlyPlot data={data} />
          </div>
        )}
        <ChartTable
          caption="Income and expenses per month"
          columns={["Month", "Income", "Expenses"]}
          rows={months.map((month) => [format(parseISO(`${month.month}-01`), "MMMM yyyy"), formatMoney(month.income), formatMoney(month.expense)])}
        />
      </CardContent>
    </Card>
  );
}
