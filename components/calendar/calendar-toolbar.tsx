import { format, parseISO } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { CALENDAR_VIEWS, type CalendarView, shiftAnchor } from "@/lib/rules/calendar-day";
import { cn } from "@/lib/utils";

const VIEW_LABEL: Record<CalendarView, string> = { day: "Day", week: "Week", month: "Month" };
const CURRENT_LABEL: Record<CalendarView, string> = { day: "Today", week: "This Week", month: "This Month" };
const UNIT: Record<CalendarView, string> = { day: "day", week: "week", month: "month" };

export const calendarHref = (view: CalendarView, date: string) => `/calendar?view=${view}&date=${date}`;

export function rangeHeading(view: CalendarView, days: string[]): string {
  const first = parseISO(days[0]);
  if (view === "day") return format(first, "EEEE, MMMM d, yyyy");
  if (view === "month") return format(parseISO(days[Math.floor(days.length / 2)]), "MMMM yyyy");
  const last = parseISO(days[days.length - 1]);
  return first.getFullYear() === last.getFullYear()
    ? `${format(first, "MMM d")} – ${format(last, "MMM d, yyyy")}`
    : `${format(first, "MMM d, yyyy")} – ${format(last, "MMM d, yyyy")}`;
}

/** The view switch (Day, Week, Month), the range heading, and previous, next and current. */
export function CalendarToolbar({ view, anchor, today, heading }: { view: CalendarView; anchor: string; today: string; heading: string }) {
  // The view switch on the left, then "This …" and the range with its arrows on the right; on a
  // phone the range takes the next row. The order on screen is the order of the Tab key.
  return (
    <div className="flex flex-wrap items-center gap-3">
      <nav aria-label="Calendar view" className="inline-flex rounded-lg bg-muted p-1">
        {CALENDAR_VIEWS.map((each) => (
          <IntentLink
            key={each}
            href={calendarHref(each, anchor)}
            aria-current={each === view ? "page" : undefined}
            className={cn(
              "inline-flex h-11 items-center rounded-md px-4 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 md:h-9",
              each === view && "bg-background text-foreground shadow-sm",
            )}
          >
            {VIEW_LABEL[each]}
          </IntentLink>
        ))}
      </nav>
      <Button asChild variant="secondary" className="ml-auto">
        <IntentLink href={calendarHref(view, today)}>{CURRENT_LABEL[view]}</IntentLink>
      </Button>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <Button asChild variant="outline" size="icon" aria-label={`Previous ${UNIT[view]}`} data-calendar-step="previous">
          <IntentLink href={calendarHref(view, shiftAnchor(view, anchor, -1))}>
            <ChevronLeft aria-hidden />
          </IntentLink>
        </Button>
        <h2 className="min-w-0 flex-1 text-center font-semibold sm:min-w-44" aria-live="polite" data-testid="calendar-heading">
          {heading}
        </h2>
        <Button asChild variant="outline" size="icon" aria-label={`Next ${UNIT[view]}`} data-calendar-step="next">
          <IntentLink href={calendarHref(view, shiftAnchor(view, anchor, 1))}>
            <ChevronRight aria-hidden />
          </IntentLink>
        </Button>
      </div>
    </div>
  );
}
