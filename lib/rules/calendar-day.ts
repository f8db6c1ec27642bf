// Calendar days as ISO strings ("2026-11-22") in the creator's own time zone (decision D4).

/** Today's date where the creator lives. */
export function localDate(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function toUtcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  const date = toUtcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday that starts the week of the given day (the weekly XP goal counts from Sunday). */
export function weekStartSunday(isoDate: string): string {
  return addDays(isoDate, -toUtcDate(isoDate).getUTCDay());
}
