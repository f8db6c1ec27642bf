import type { Metadata } from "next";
import { CalendarFeedCard } from "@/components/calendar/calendar-feed-card";
import { CalendarToolbar, rangeHeading } from "@/components/calendar/calendar-toolbar";
import { DayView, MonthView, WeekView } from "@/components/calendar/calendar-views";
import { MatchPostedButton } from "@/components/calendar/match-dialog";
import { UnscheduledList } from "@/components/calendar/unscheduled-list";
import { WebhookPanel } from "@/components/content/webhook-panel";
import { CreatorTodayProvider } from "@/components/creator-today";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { countContentByDay, listContentBetween, listUnscheduledContent } from "@/db/queries/calendar";
import { getCreatorSummary } from "@/db/queries/profiles";
import { getWebhookPanel } from "@/db/queries/webhooks";
import { CALENDAR_VIEWS, type CalendarView, calendarAnchor, calendarRange, localDate } from "@/lib/rules/calendar-day";
import { calendarFeedToken } from "@/lib/rules/calendar-feed-token";
import { CARD_PAGE_SIZE, type SearchParams, shownCount, withParams } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Content Calendar" };

function readView(value: unknown): CalendarView {
  return CALENDAR_VIEWS.find((view) => view === value) ?? "week";
}

export default async function CalendarPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const [params, summary] = await Promise.all([searchParams, getCreatorSummary(user.id)]);
  const today = summary?.today ?? localDate("UTC");
  const view = readView(params.view);
  const anchor = calendarAnchor(params.date, today);
  const range = calendarRange(view, anchor);
  const unscheduledShown = shownCount(params.unscheduled, CARD_PAGE_SIZE);
  // The month grid needs only counts; its chosen day (the anchor) lists its items.
  const itemRange = view === "month" ? { from: anchor, to: anchor } : range;

  const loaded = await Promise.all([
    listContentBetween(user.id, itemRange.from, itemRange.to),
    listUnscheduledContent(user.id, unscheduledShown),
    getWebhookPanel(user.id),
    view === "month" ? countContentByDay(user.id, range.from, range.to) : null,
  ]).catch((error) => {
    console.error("Calendar failed to load", error);
    return null;
  });

  return (
    <CreatorTodayProvider today={today}>
      <div className="mx-auto max-w-7xl space-y-6">
        <PageHeader title="Content Calendar" subtitle="Plan and track your content across all platforms">
          <MatchPostedButton />
        </PageHeader>
        <CalendarToolbar view={view} anchor={anchor} today={today} heading={rangeHeading(view, range.days)} />
        {loaded ? (
          <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[1fr_18rem]">
            <div className="min-w-0">
              {view === "day" && <DayView day={anchor} items={loaded[0]} />}
              {view === "week" && <WeekView days={range.days} items={loaded[0]} today={today} />}
              {view === "month" && <MonthView anchor={anchor} days={range.days} countsByDay={loaded[3] ?? {}} chosenItems={loaded[0]} today={today} />}
            </div>
            <UnscheduledList
              page={loaded[1]}
              shown={unscheduledShown}
              moreHref={withParams("/calendar", params, { unscheduled: String(unscheduledShown + CARD_PAGE_SIZE) })}
              defaultDay={anchor}
              noContentYet={summary !== null && summary.contentCounts.active + summary.contentCounts.posted === 0}
            />
          </div>
        ) : (
          <LoadError message="Failed to load content" />
        )}
        {loaded?.[2] && <CalendarFeedCard path={`/api/calendar/feed/${user.id}/${calendarFeedToken(loaded[2].token)}.ics`} />}
        {loaded?.[2] && <WebhookPanel userId={user.id} token={loaded[2].token} deliveries={loaded[2].deliveries} />}
      </div>
    </CreatorTodayProvider>
  );
}
