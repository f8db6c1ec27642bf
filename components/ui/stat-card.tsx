import type { LucideIcon } from "lucide-react";
import { Fragment } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * "$1,250,000.00" with a line-break chance after each thousands separator, and nowhere else: a
 * figure too long for its box wraps there instead of running into its neighbour.
 */
export function breakableAtCommas(value: string) {
  return value.split(",").map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          ,<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/**
 * A figure in a card: its label and icon, the value, and a hint under it. The Command Center,
 * Health, Finance and Promos show their figures with it, so they read alike. The value's size
 * follows the card's own width, not the window's: "$1,250,000.00" fits a card two to a row on a
 * phone, or four to a row beside the side menu, and a longer amount breaks after a separator
 * instead of running out of its card.
 */
export function StatCard({
  label,
  icon: Icon,
  iconClassName = "text-primary",
  value,
  valueClassName,
  hint,
  className,
  ...props
}: {
  label: string;
  icon?: LucideIcon;
  iconClassName?: string;
  value: string;
  valueClassName?: string;
  hint: React.ReactNode;
} & Omit<React.ComponentProps<"div">, "children">) {
  return (
    // A named group, so a screen reader says which figure it is in.
    <Card role="group" aria-label={label} className={cn("@container min-w-0 gap-1 p-4", className)} {...props}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {Icon && <Icon aria-hidden className={cn("size-4 shrink-0", iconClassName)} />}
      </div>
      <p data-slot="stat-value" className={cn("text-lg font-bold tabular-nums @[10rem]:text-xl @[12rem]:text-2xl", valueClassName)}>
        {breakableAtCommas(value)}
      </p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}
