import { format, parseISO } from "date-fns";
import { Dumbbell, HeartPulse } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { FocusFieldButton } from "@/components/focus-field-button";
import { ShowMore } from "@/components/show-more";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { HealthLog } from "@/db/queries/health";
import { capitalize, formatDay } from "@/lib/format";
import { formatWeight, HEALTH_LOG_XP } from "@/lib/rules/health";
import { HEALTH_LOG_PAGE_SIZE } from "@/lib/rules/paging";
import { DeleteHealthLogButton } from "./delete-health-log-button";

/** The latest logs, each deletable; older ones a "Show older logs" further, as Finance's transactions. */
export function RecentLogs({ logs, more, shown, today }: { logs: HealthLog[]; more: boolean; shown: number; today: string }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Recent logs</CardTitle>
      </CardHeader>
      <CardContent>
        {logs.length === 0 ? (
          <EmptyState compact icon={HeartPulse} text={`No logs yet. Save today's log to start your health history (+${HEALTH_LOG_XP}\u00a0XP).`}>
            <FocusFieldButton fieldId="health-weight" label="Log today" />
          </EmptyState>
        ) : (
          <ul className="divide-y" aria-label="Recent health logs">
            {logs.map((log) => (
              <li key={log.id} className="flex items-center gap-2 py-2 text-sm" data-testid="health-log">
                <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="min-w-24 font-medium">
                    {format(parseISO(log.logDate), "EEE")}, {formatDay(log.logDate, today)}
                  </span>
                  {log.weight && <span className="tabular-nums">Weight {formatWeight(Number(log.weight), log.weightUnit)}</span>}
                  {log.mood && <span>Mood: {capitalize(log.mood)}</span>}
                  {log.sleepQuality && <span>Sleep: {capitalize(log.sleepQuality)}</span>}
                  {log.fastingHours !== null && <span>{log.fastingHours} h fast</span>}
                  {log.workoutCompleted && (
                    <span className="inline-flex items-center gap-1 text-success">
                      <Dumbbell aria-hidden className="size-3.5 shrink-0" /> {log.workoutType ?? "Workout"}
                    </span>
                  )}
                </div>
                <DeleteHealthLogButton id={log.id} day={formatDay(log.logDate, today)} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore more={more} shown={shown} href={`?show=${shown + HEALTH_LOG_PAGE_SIZE}`} label="Show older logs" />
      </CardContent>
    </Card>
  );
}
