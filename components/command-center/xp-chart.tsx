import { format, parseISO } from "date-fns";
import { XpBars } from "@/components/command-center/xp-bars";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartTable } from "@/components/ui/chart-table";
import { formatCount } from "@/lib/format";

/** XP earned per day over the last 14 days; the numbers are also a table for screen readers. */
export function XpChart({ days }: { days: { day: string; xp: number }[] }) {
  const data = days.map((entry) => ({ label: format(parseISO(entry.day), "MMM d"), xp: entry.xp }));
  const total = days.reduce((sum, entry) => sum + entry.xp, 0);
  return (
    <Card className="gap-3" data-testid="xp-chart">
      <CardHeader>
        <CardTitle className="text-base">XP, last 14 days</CardTitle>
        <CardDescription>{formatCount(total)} XP in two weeks</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-40">
          <XpBars data={data} />
        </div>
        <ChartTable caption="XP earned per day, last 14 days" columns={["Day", "XP"]} rows={data.map((entry) => [entry.label, formatCount(entry.xp)])} />
      </CardContent>
    </Card>
  );
}
