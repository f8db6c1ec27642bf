"use client";

import { Sun, Zap } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { daylightFraction, efficiencyColor, efficiencyPercent, type EfficiencyColor } from "@/lib/rules/daylight";
import { cn } from "@/lib/utils";

const REFRESH_MS = 60_000; // the spec refreshes the panel every 60 seconds

// The browser's clock (decision D8), as a store so the server render shows a skeleton instead
// of a time from the server's zone.
function subscribeToClock(onTick: () => void) {
  const timer = window.setInterval(onTick, REFRESH_MS);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / REFRESH_MS);
const noClockOnServer = () => null;

const EFFICIENCY_STYLE: Record<EfficiencyColor, { text: string; bar: string }> = {
  golden: { text: "text-golden-foreground", bar: "bg-golden" },
  sunset: { text: "text-sunset-foreground", bar: "bg-sunset" },
  muted: { text: "text-muted-foreground", bar: "bg-muted-foreground/60" },
};

export function DaylightPanel({ tasksCompletedToday }: { tasksCompletedToday: number }) {
  const minute = useSyncExternalStore(subscribeToClock, currentMinute, noClockOnServer);
  if (minute === null) return <Skeleton className="h-[68px] w-full" />;

  const fraction = daylightFraction(new Date(minute * REFRESH_MS));
  const daylight = Math.round(fraction * 100);
  const efficiency = efficiencyPercent(tasksCompletedToday, fraction);
  const color = efficiencyColor(efficiency);

  return (
    <div className="space-y-2 rounded-lg border bg-background/60 p-2.5 text-xs" data-testid="daylight-panel">
      <div className="space-y-1">
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-1 text-muted-foreground">
            <Sun aria-hidden className="size-3.5 text-golden" /> Daylight
          </span>
          <span className="tabular-nums">{daylight}%</span>
        </div>
        <Progress value={daylight} aria-label="Daylight used" className="h-1" indicatorClassName="bg-golden" />
      </div>
      <div className="space-y-1">
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-1 text-muted-foreground">
            <Zap aria-hidden className={cn("size-3.5", EFFICIENCY_STYLE[color].text)} /> Efficiency
          </span>
          <span className={cn("font-medium tabular-nums", EFFICIENCY_STYLE[color].text)} data-color={color}>
            {efficiency}%
          </span>
        </div>
        <Progress value={efficiency} aria-label="Efficiency" className="h-1" indicatorClassName={EFFICIENCY_STYLE[color].bar} />
      </div>
    </div>
  );
}
