"use client";

import { Inbox } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { CalendarItem as Item } from "@/db/queries/calendar";
import { CalendarItem, useReschedule } from "./calendar-item";

function ScheduleRow({ item, defaultDay }: { item: Item; defaultDay: string }) {
  const { pending, reschedule } = useReschedule();
  const [day, setDay] = useState(defaultDay);
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
        <Input type="date" value={day} onChange={(event) => setDay(event.target.value)} aria-label={`Day for "${item.title}"`} disabled={pending} className="h-9" />
        <Button type="submit" size="sm" disabled={pending || !day}>
          Schedule
        </Button>
      </form>
    </li>
  );
}

/** Items with no day yet: drag one onto the calendar, or pick its day here. */
export function UnscheduledList({ items, defaultDay }: { items: Item[]; defaultDay: string }) {
  return (
    <Card className="gap-3" data-testid="unscheduled">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Inbox aria-hidden className="size-4 text-primary" /> Unscheduled ({items.length})
        </CardTitle>
        <CardDescription>Drag onto a day, or pick a date.</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every idea has a day. Nicely planned.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-1">
            {items.map((item) => (
              <ScheduleRow key={item.id} item={item} defaultDay={defaultDay} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
