// Calendar days as ISO strings ("2026-11-22") in the creator's own time zone (decision D4).

/** Today's date where the creator lives. */
export function localDate(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The time of day where the creator lives, on a 24-hour clock: "10:02". */
export function localTime(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}

function toUtcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** A "YYYY-MM-DD" day from an address's search params, or `fallback` when it is none (or no real day, like 2026-02-30). */
export function readDay<T>(value: unknown, fallback: T): string | T {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value ? value : fallback;
}

/**
 * A task due, or a post planned, for a day gone by and still not done (completed, posted): the
 * task list, the Active cards, the calendar and Today's Missions all say "Overdue" by this rule.
 */
export function isOverdue(day: string | null, today: string, done: boolean): boolean {
  return !done && day !== null && day < today;
}

export function addDays(isoDate: string, days: number): string {
  const date = toUtcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** The Sunday that starts the week of the given day (the weekly XP goal counts from Sunday). */
export function weekStartSunday(isoDate: string): string {
  return addDays(isoDate, -toUtcDate(isoDate).getUTCDay());
}

/** Day of the week with Monday as 0 (calendar weeks start on Monday, decision D4). */
function mondayIndex(isoDate: string): number {
  return (toUtcDate(isoDate).getUTCDay() + 6) % 7;
}

export function weekStartMonday(isoDate: string): string {
  return addDays(isoDate, -mondayIndex(isoDate));
}

export function daysFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

export function firstOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

export function addMonths(isoDate: string, months: number): string {
  const date = toUtcDate(firstOfMonth(isoDate));
  date.setUTCMonth(date.getUTCMonth() + months);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), Number(isoDate.slice(8, 10))];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The month's grid: whole weeks from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(isoDate: string): string[] {
  const first = firstOfMonth(isoDate);
  const last = addDays(firstOfMonth(addMonths(first, 1)), -1);
  const start = weekStartMonday(first);
  const end = addDays(weekStartMonday(last), 6);
  const days = (toUtcDate(end).getTime() - toUtcDate(start).getTime()) / 86_400_000 + 1;
  return daysFrom(start, days);
}

export const CALENDAR_VIEWS = ["day", "week", "month"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

// How far from today the calendar browses: a century either way. Beyond it (a typed address,
// Next pressed on and on) a month's grid reaches year 10000, which no date can hold.
const CALENDAR_REACH_MONTHS = 1200;

/** The day the calendar shows from its address's `date`: today when it is none, or beyond the calendar's reach. */
export function calendarAnchor(value: unknown, today: string): string {
  const day = readDay(value, today);
  return day < addMonths(today, -CALENDAR_REACH_MONTHS) || day > addMonths(today, CALENDAR_REACH_MONTHS) ? today : day;
}

/** The days a view shows around an anchor day: what the calendar loads, and nothing more. */
export function calendarRange(view: CalendarView, anchor: string): { from: string; to: string; days: string[] } {
  const days = view === "day" ? [anchor] : view === "week" ? daysFrom(weekStartMonday(anchor), 7) : monthGrid(anchor);
  return { from: days[0], to: days[days.length - 1], days };
}

/** Previous (-1) or next (+1) day, week or month. */
export function shiftAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === "day") return addDays(anchor, direction);
  if (view === "week") return addDays(anchor, 7 * direction);
  return addMonths(anchor, direction);
}

/** The last `count` days up to today with the XP of each (0 where nothing was earned). */
export function recentDays(daily: readonly { day: string; xp: number }[], today: string, count: number): { day: string; xp: number }[] {
  const xpByDay = new Map(daily.map((entry) => [entry.day, entry.xp]));
  return daysFrom(addDays(today, 1 - count), count).map((day) => ({ day, xp: xpByDay.get(day) ?? 0 }));
}
