import { StatCard } from "@/components/ui/stat-card";
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
        <StatCard
          key={status}
          data-testid="promo-total"
          label={label}
          value={formatMoney(totals[status].value)}
          hint={totals[status].deals === 1 ? "1 deal" : `${totals[status].deals} deals`}
        />
      ))}
    </div>
  );
}
