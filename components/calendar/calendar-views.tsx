import { format, parseISO } from "date-fns";
import { CalendarX2, Plus } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import type { CalendarItem as Item } from "@/db/queries/calendar";
import { cn } from "@/lib/utils";
import { CalendarItem } from "./calendar-item";
import { calendarHref } from "./calendar-toolbar";
import { DayDropZone } from "./day-drop-zone";
import { type MonthCell, MonthGrid } from "./month-grid";

function itemsOn(items: Item[], day: string) {
  return items.filter((item) => item.postDate === day);
}

export function DayView({ day, items }: { day: string; items: Item[] }) {
  if (items.length === 0) {
    return (
      <EmptyState icon={CalendarX2} text="No content scheduled for this day">
        <Button asChild>
          {/* The Create form opens with this day as its planned post date. */}
          <IntentLink href={`/content?tab=create&date=${day}`}>
            <Plus aria-hidden /> Add Content
          </IntentLink>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-2" aria-label={`Content for ${format(parseISO(day), "MMMM d, yyyy")}`}>
      {items.map((item) => (
        <li key={item.id}>
          <CalendarItem item={item} showPlatform />
        </li>
      ))}
    </ul>
  );
}

export function WeekView({ days, items, today }: { days: string[]; items: Item[]; today: string }) {
  return (
    // Seven columns where seven fit beside the side menu (xl); narrower, two then four a row, as
    // a day's column at 768–1279 px was too narrow for its titles and step badges.
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7" data-testid="week-grid">
      {days.map((day) => {
        const isToday = day === today;
        return (
          <DayDropZone
            key={day}
            day={day}
            data-testid="week-day"
            aria-current={isToday ? "date" : undefined}
            className={cn("flex min-h-24 flex-col gap-2 rounded-xl border bg-card/60 p-2 lg:min-h-[200px]", isToday && "border-primary bg-accent/60")}
          >
            <div className={cn("flex items-baseline justify-between px-1 text-xs font-medium text-muted-foreground", isToday && "text-primary")}>
              <span>{format(parseISO(day), "EEE")}</span>
              <span className="text-base font-semibold text-foreground tabular-nums">{format(parseISO(day), "d")}</span>
            </div>
            <ul className="space-y-1.5">
              {itemsOn(items, day).map((item) => (
                <li key={item.id}>
                  <CalendarItem item={item} compact />
                </li>
              ))}
            </ul>
          </DayDropZone>
        );
      })}
    </div>
  );
}

/**
 * A month of days with how many items each holds; the chosen day (the address's date, so
 * "This Month" chooses today again and a reload keeps the choice) lists its content below.
 * Only the counts and the chosen day's items come from the server, however busy the month.
 * Choosing a day replaces the address rather than adding to the history.
 */
export function MonthView({
  anchor,
  days,
  countsByDay,
  chosenItems,
  today,
}: {
  anchor: string;
  days: string[];
  countsByDay: Record<string, number>;
  chosenItems: Item[];
  today: string;
}) {
  const month = anchor.slice(0, 7);
  const cells: MonthCell[] = days.map((day) => {
    const count = countsByDay[day] ?? 0;
    return {
      day,
      dayOfMonth: format(parseISO(day), "d"),
      monthName: format(parseISO(day), "MMMM"),
      href: calendarHref("month", day),
      count,
      inMonth: day.startsWith(month),
      isToday: day === today,
      chosen: day === anchor,
    };
  });

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted-foreground" aria-hidden>
        {days.slice(0, 7).map((day) => (
          <span key={day}>{format(parseISO(day), "EEEEE")}</span>
        ))}
      </div>
      <MonthGrid label={format(parseISO(anchor), "MMMM yyyy")} cells={cells} />
      <section aria-labelledby="chosen-day-title" className="space-y-2">
        <h2 id="chosen-day-title" className="font-semibold">
          Content for {format(parseISO(anchor), "MMMM d, yyyy")}
        </h2>
        {chosenItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">No content scheduled</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {chosenItems.map((item) => (
              <li key={item.id}>
                <CalendarItem item={item} showPlatform />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
