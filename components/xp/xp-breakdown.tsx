import { PieChart } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { XpBreakdownRow } from "@/db/queries/xp-dashboard";
import { formatCount, wholePercents } from "@/lib/format";

const SOURCE_LABEL: Record<XpBreakdownRow["source"], string> = {
  task: "Tasks",
  content: "Content pipeline",
  match: "Matched posts",
  health: "Health logs",
  onboarding: "Launch bonuses",
};

function labelOf(row: XpBreakdownRow): string {
  return row.source === "task" && row.taskCategory ? `Tasks · ${row.taskCategory}` : SOURCE_LABEL[row.source];
}

/** Where the XP came from, from the ledger: by source, and tasks by category. */
export function XpBreakdown({ rows }: { rows: XpBreakdownRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.xp, 0);
  const shares = wholePercents(rows.map((row) => row.xp));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">XP Breakdown</CardTitle>
        <CardDescription>Where your {formatCount(total)} XP came from</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <EmptyState compact icon={PieChart} text="No XP yet. Complete a task to see where your XP comes from.">
            <Button asChild variant="outline">
              <IntentLink href="/tasks">Go to your tasks</IntentLink>
            </Button>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="XP by source">
            {rows.map((row, index) => {
              const share = shares[index];
              return (
                <li key={`${row.source}-${row.taskCategory}`} className="space-y-1" data-testid="breakdown-row">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span>{labelOf(row)}</span>
                    <span className="tabular-nums text-muted-foreground">
                      <span className="font-medium text-foreground">{formatCount(row.xp)} XP</span> · {share}%
                    </span>
                  </div>
                  <Progress value={share} aria-label={`${labelOf(row)}: ${share}% of your XP`} className="h-1.5" />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
