import type { PromoStatus } from "@/lib/rules/promos";

// Promo status colours (DESIGN.md), the same scale as every other status in the app.
export const PROMO_STATUS_BADGE: Record<PromoStatus, string> = {
  negotiating: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  signed: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  delivered: "bg-violet-500/15 text-violet-700 dark:text-violet-300",
  paid: "bg-green-600/15 text-green-800 dark:text-green-300",
};
