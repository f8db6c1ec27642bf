"use client";

import { Sun, Zap } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useMinuteClock } from "@/components/use-minute-clock";
import { daylightFraction, efficiencyColor, efficiencyPercent, type EfficiencyColor } from "@/lib/rules/daylight";
import { cn } from "@/lib/utils";

const EFFICIENCY_STYLE: Record<EfficiencyColor, { text: string; bar: string }> = {
  golden: { text: "text-golden-foreground", bar: "bg-golden" },
  sunset: { text: "text-sunset-foreground", bar: "bg-sunset" },
  muted: { text: "text-muted-foreground", bar: "bg-muted-foreground/60" },
};

export function DaylightPanel({ tasksCompletedToday }: { tasksCompletedToday: number }) {
  // The browser's clock (decision D8), refreshed every minute as the spec asks; a skeleton on the
  // server, which would show a time from its own zone.
  const now = useMinuteClock();
  if (now === null) return <Skeleton className="h-[68px] w-full" />;

  const fraction = daylightFraction(now);
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
