import type { LucideIcon } from "lucide-react";
import { Fragment } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** "$1,250,000.00" with a line-break chance after each thousands separator, and nowhere else. */
function breakableAtCommas(value: string) {
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
 * A figure in a card: its label (and icon), the value, a line under it. The Command Center, Finance
 * and Promos show their figures with it, so they read alike. On a phone the value is a size smaller:
 * two cards to a row leave about 140 px, and "$1,250,000.00" fits there; a longer amount breaks
 * after a separator instead of running out of its card.
 */
export function StatCard({
  label,
  icon: Icon,
  iconClassName,
  value,
  valueClassName,
  children,
  ...props
}: {
  label: string;
  icon?: LucideIcon;
  iconClassName?: string;
  value: string;
  valueClassName?: string;
  children: React.ReactNode;
} & Omit<React.ComponentProps<"div">, "children">) {
  return (
    <Card className="min-w-0 gap-1 p-4" aria-label={label} {...props}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {Icon && <Icon aria-hidden className={cn("size-4 shrink-0", iconClassName)} />}
      </div>
      <p className={cn("text-xl font-bold tabular-nums sm:text-2xl", valueClassName)}>{breakableAtCommas(value)}</p>
      <p className="text-xs text-muted-foreground">{children}</p>
    </Card>
  );
}
