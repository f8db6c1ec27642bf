import { TrendingDown, TrendingUp, Wallet, type LucideIcon } from "lucide-react";
import { formatMoney } from "@/lib/format";
import { StatCard } from "@/components/ui/stat-card";
import type { FinanceTotals } from "@/db/queries/finance";

function Total({ icon, label, value, allTime, tone }: { icon: LucideIcon; label: string; value: string; allTime: string; tone: string }) {
  return (
    <StatCard
      data-testid="finance-total"
      label={label}
      icon={icon}
      iconClassName={tone}
      value={formatMoney(value)}
      valueClassName={tone}
      hint={
        <>
          this month · <span className="tabular-nums">{formatMoney(allTime)}</span> all time
        </>
      }
    />
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
