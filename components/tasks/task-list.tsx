import { ListChecks } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { FocusFieldButton } from "@/components/focus-field-button";
import { ShowMore } from "@/components/show-more";
import type { Task } from "@/db/queries/tasks";
import { PAGE_SIZE } from "@/lib/rules/paging";
import { TaskRow } from "./task-row";

/** The newest tasks, `shown` at a time. The counts are the open tasks and today's completions: both stay small, however long the history. */
export function TaskList(props: { tasks: Task[]; more: boolean; shown: number; open: number; doneToday: number; today: string }) {
  const { tasks, today } = props;
  if (tasks.length === 0) {
    return (
      <EmptyState icon={ListChecks} text="No tasks yet. Add your first task and earn XP when you complete it.">
        <FocusFieldButton fieldId="new-task-title" label="Write your first task" />
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="task-list-title" className="space-y-3">
      <h2 id="task-list-title" className="text-sm font-medium text-muted-foreground">
        {props.open} open · {props.doneToday} done today
      </h2>
      <ul className="space-y-2" aria-label="Tasks">
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} today={today} />
        ))}
      </ul>
      <ShowMore more={props.more} shown={props.shown} href={`?show=${props.shown + PAGE_SIZE}`} label="Show more tasks" />
    </section>
  );
}
