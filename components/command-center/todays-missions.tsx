import { ArrowRight, CalendarClock, Quote, Target } from "lucide-react";
import { PlatformIcon } from "@/components/content/platform-icon";
import { StepBadge } from "@/components/content/step-badge";
import { IntentLink } from "@/components/shell/intent-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ContentDue, DueTask } from "@/db/queries/command-center";
import { formatCount, formatDay } from "@/lib/format";
import { isOverdue } from "@/lib/rules/calendar-day";
import { quoteOfTheDay } from "@/lib/rules/daily-quote";

// Shown only when there is nothing due (decision D8).
const SUGGESTED_MISSIONS = [
  "Move one content idea a step forward",
  "Reply to five comments from your audience",
  "Plan tomorrow's post on the calendar",
];

type MissionsProps = { dueTasks: DueTask[]; contentDue: ContentDue[]; moreDue: { tasks: boolean; content: boolean }; today: string };

/**
 * Today's Missions: real tasks due today or overdue, and content planned for today or overdue
 * (decision D8, with a missed post kept in sight as an overdue task is), a few of each; when more
 * wait, a link says so and leads to them.
 */
export function TodaysMissions({ dueTasks, contentDue, moreDue, today }: MissionsProps) {
  const nothingDue = dueTasks.length === 0 && contentDue.length === 0;
  return (
    <Card className="gap-4" data-testid="missions">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Target aria-hidden className="size-4 text-primary" /> Today&apos;s Missions
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {nothingDue ? (
          <>
            <p className="text-sm text-muted-foreground">Nothing due today. A few ideas to keep the streak going:</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {SUGGESTED_MISSIONS.map((mission) => (
                <li key={mission}>{mission}</li>
              ))}
            </ul>
          </>
        ) : (
          <ul className="@container space-y-2">
            {dueTasks.map((task) => (
              <li key={task.id}>
                <IntentLink href="/tasks" className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm hover:bg-accent">
                  <CalendarClock aria-hidden className={isOverdue(task.dueDate, today, false) ? "size-4 shrink-0 text-destructive" : "size-4 shrink-0 text-primary"} />
                  <MissionTitle title={task.title} when={isOverdue(task.dueDate, today, false) ? `Overdue since ${formatDay(task.dueDate, today)}` : "Due today"} />
                  <span className="shrink-0 text-xs font-medium tabular-nums text-primary">+{formatCount(task.xpValue)} XP</span>
                </IntentLink>
              </li>
            ))}
            {contentDue.map((item) => (
              <li key={item.id}>
                <IntentLink href="/content?tab=active" className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm hover:bg-accent">
                  <PlatformIcon platform={item.platform} className="size-7" />
                  <MissionTitle title={item.title} when={isOverdue(item.postDate, today, false) ? `Overdue since ${formatDay(item.postDate, today)}` : "Planned today"} />
                  <StepBadge step={item.workflowStep} />
                </IntentLink>
              </li>
            ))}
            {moreDue.tasks && <MoreMissions href="/tasks" text="More tasks are due: see them all in the Task System" />}
            {moreDue.content && <MoreMissions href="/content?tab=active" text="More content is due: see it in the Content Pipeline" />}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A mission's title and when it is due; in a narrow card (a phone) the day goes under the title, which keeps the width. */
function MissionTitle({ title, when }: { title: string; when: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col py-1 @md:flex-row @md:items-center @md:gap-3">
      <span className="min-w-0 wrap-anywhere @md:flex-1">{title}</span>
      <span className="text-xs text-muted-foreground">{when}</span>
    </span>
  );
}

function MoreMissions({ href, text }: { href: string; text: string }) {
  return (
    <li>
      <IntentLink href={href} className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-primary hover:bg-accent">
        {text}
        <ArrowRight aria-hidden className="size-4 shrink-0" />
      </IntentLink>
    </li>
  );
}

export function DailyQuote({ today }: { today: string }) {
  const quote = quoteOfTheDay(today);
  return (
    <figure className="flex gap-3 rounded-xl border bg-card p-4" data-testid="daily-quote">
      <Quote aria-hidden className="size-5 shrink-0 text-primary" />
      <div className="space-y-1">
        <blockquote className="text-sm italic">{quote.text}</blockquote>
        {quote.author && <figcaption className="text-xs text-muted-foreground">{quote.author}</figcaption>}
      </div>
    </figure>
  );
}
