import { TrendingDown, TrendingUp, Wallet, type LucideIcon } from "lucide-react";
import { formatMoney } from "@/lib/format";
import { Card } from "@/components/ui/card";
import type { FinanceTotals } from "@/db/queries/finance";
import { cn } from "@/lib/utils";

function Total({ icon: Icon, label, value, allTime, tone }: { icon: LucideIcon; label: string; value: string; allTime: string; tone: string }) {
  return (
    <Card className="gap-1 p-4" data-testid="finance-total" aria-label={label}>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{label}</span>
        <Icon aria-hidden className={cn("size-4", tone)} />
      </div>
      <p className={cn("text-2xl font-bold tabular-nums", tone)}>{formatMoney(value)}</p>
      <p className="text-xs text-muted-foreground">
        this month · <span className="tabular-nums">{formatMoney(allTime)}</span> all time
      </p>
    </Card>
  );
}

export function FinanceTotalsCards({ totals }: { totals: FinanceTotals }) {
  const netTone = Number(totals.month.net) < 0 ? "text-destructive" : "text-success";
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Total icon={TrendingUp} label="Income" value={totals.month.income} allTime={totals.allTime.income} tone="text-success" />
      <Total icon={TrendingDown} label="Expenses" value={totals.month.expense} allTime={totals.allTime.expense} tone="text-destructive" />
      <Total icon={Wallet} label="Net" value={totals.month.net} allTime={totals.allTime.net} tone={netTone} />
    </div>
  );
}
