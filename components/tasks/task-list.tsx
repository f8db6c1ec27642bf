import { ListChecks } from "lucide-react";
import type { Task } from "@/db/queries/tasks";
import { TaskRow } from "./task-row";

export function TaskList({ tasks, today }: { tasks: Task[]; today: string }) {
  if (tasks.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <ListChecks aria-hidden className="size-10 text-muted-foreground" />
        <p className="max-w-xs text-muted-foreground">No tasks yet. Add your first task and earn XP when you complete it.</p>
      </div>
    );
  }
  const open = tasks.filter((task) => task.status === "pending").length;
  return (
    <section aria-labelledby="task-list-title" className="space-y-3">
      <h2 id="task-list-title" className="text-sm font-medium text-muted-foreground">
        {open} open · {tasks.length - open} done
      </h2>
      <ul className="space-y-2" aria-label="Tasks">
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} today={today} />
        ))}
      </ul>
    </section>
  );
}
