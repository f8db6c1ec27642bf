"use client";

import { Inbox, Plus } from "lucide-react";
import { useState } from "react";
import { CREATE_TITLE_ID } from "@/components/field-ids";
import { IntentLink } from "@/components/shell/intent-link";
import { ShowMore } from "@/components/show-more";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useDateRange } from "@/components/creator-today";
import type { CalendarItem as Item, UnscheduledPage } from "@/db/queries/calendar";
import { POST_DATE_LIMITS } from "@/lib/rules/date-limits";
import { CalendarItem, useReschedule } from "./calendar-item";

function ScheduleRow({ item, defaultDay }: { item: Item; defaultDay: string }) {
  const { pending, reschedule } = useReschedule();
  // The shown day (the address's) until the creator picks one: a day kept from the first load
  // scheduled items onto a week or month no longer on screen.
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked ?? defaultDay;
  const postDates = useDateRange(POST_DATE_LIMITS);
  return (
    <li className="space-y-2">
      <CalendarItem item={item} showPlatform />
      <form
        className="flex gap-2"
        aria-label={`Schedule "${item.title}"`}
        onSubmit={(event) => {
          event.preventDefault();
          if (day) reschedule(item, day);
        }}
      >
        <Input type="date" {...postDates} value={day} onChange={(event) => setPicked(event.target.value)} aria-label={`Day for "${item.title}"`} disabled={pending} className="md:h-9" />
        <Button type="submit" size="sm" disabled={pending || !day}>
          Schedule
        </Button>
      </form>
    </li>
  );
}

/** What the list asks of the creator: to plan its items, or, with none, nothing (or to start). */
function unscheduledHint(page: UnscheduledPage, noContentYet: boolean): string {
  if (page.rows.length > 0) return "Drag onto a day, or pick a date.";
  return noContentYet ? "No ideas yet: your first one lands here until it has a day." : "Every idea has a day. Nicely planned.";
}

/**
 * Items with no day yet, newest first, a page at a time: drag one onto the calendar, or pick its
 * day here. A creator with no content at all (`noContentYet`) is led to their first idea.
 */
export function UnscheduledList({
  page,
  shown,
  moreHref,
  defaultDay,
  noContentYet,
}: {
  page: UnscheduledPage;
  shown: number;
  moreHref: string;
  defaultDay: string;
  noContentYet: boolean;
}) {
  return (
    <Card className="gap-3" data-testid="unscheduled">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Inbox aria-hidden className="size-4 text-primary" /> Unscheduled ({page.total})
        </CardTitle>
        <CardDescription>{unscheduledHint(page, noContentYet)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {noContentYet && (
          <Button asChild variant="outline" size="sm">
            <IntentLink href="/content?tab=create" focusOnArrival={CREATE_TITLE_ID}>
              <Plus aria-hidden /> Create your first idea
            </IntentLink>
          </Button>
        )}
        {page.rows.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-1">
            {page.rows.map((item) => (
              <ScheduleRow key={item.id} item={item} defaultDay={defaultDay} />
            ))}
          </ul>
        )}
        <ShowMore more={page.more} shown={shown} href={moreHref} label="Show more unscheduled" />
      </CardContent>
    </Card>
  );
}
