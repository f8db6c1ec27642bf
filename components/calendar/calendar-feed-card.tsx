"use client";

import { CalendarSync } from "lucide-react";
import { CopyField } from "@/components/content/webhook-panel";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useOrigin } from "@/components/use-origin";

/** The private iCal feed address, for Google or Apple Calendar to subscribe to. */
export function CalendarFeedCard({ path }: { path: string }) {
  const origin = useOrigin();
  return (
    <Card className="gap-3" data-testid="calendar-feed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarSync aria-hidden className="size-4 text-primary" /> Subscribe in your calendar
        </CardTitle>
        <CardDescription>
          Add this private address in Google Calendar (Other calendars → From URL) or Apple Calendar (File → New Calendar Subscription) to see
          planned and posted content there (the past year and everything ahead). Rotating the webhook address also changes this one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CopyField label="Calendar feed address" value={`${origin}${path}`} />
      </CardContent>
    </Card>
  );
}
