import { Card } from "@/components/ui/card";
import type { PromoTotals } from "@/db/queries/promos";
import type { PromoStatus } from "@/lib/rules/promos";
import { formatMoney } from "@/lib/format";

const CARDS: { status: PromoStatus; label: string }[] = [
  { status: "negotiating", label: "In negotiation" },
  { status: "signed", label: "Signed" },
  { status: "delivered", label: "Awaiting payment" },
  { status: "paid", label: "Paid" },
];

export function PromoTotalsCards({ totals }: { totals: PromoTotals }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ status, label }) => (
        <Card key={status} className="gap-1 p-4" data-testid="promo-total" aria-label={label}>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums">{formatMoney(totals[status].value)}</p>
          <p className="text-xs text-muted-foreground">{totals[status].deals === 1 ? "1 deal" : `${totals[status].deals} deals`}</p>
        </Card>
      ))}
    </div>
  );
}
