"use client";

import { createContext, useContext } from "react";
import { type DateLimits, dateRange } from "@/lib/rules/date-limits";

// The creator's today (decision D4), read by the page on the server, for the date inputs inside
// it: every form with a date reads it here (useDateRange, useCreatorToday), so none needs a prop.
const CreatorToday = createContext<string | null>(null);

export function CreatorTodayProvider({ today, children }: { today: string; children: React.ReactNode }) {
  return <CreatorToday value={today}>{children}</CreatorToday>;
}

/** The creator's today ("YYYY-MM-DD"), for a form whose date starts there (a health log, a finance entry). */
export function useCreatorToday(): string {
  const today = useContext(CreatorToday);
  if (!today) throw new Error("useCreatorToday needs a CreatorTodayProvider around the page");
  return today;
}

/**
 * A date input's min and max for these limits, so the browser's picker offers the days the form
 * accepts (lib/rules/date-limits.ts). Outside a provider there are none: the server still checks.
 */
export function useDateRange(limits: DateLimits): { min?: string; max?: string } {
  const today = useContext(CreatorToday);
  return today ? dateRange(limits, today) : {};
}
