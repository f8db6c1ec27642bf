"use client";

import { CalendarClock } from "lucide-react";
import { useOptimistic, useTransition } from "react";
import { toast } from "@/components/toast";
import { deleteTask, setTaskCompleted, updateTask } from "@/app/(app)/tasks/actions";
import { EditDialog } from "@/components/edit-dialog";
import { useKeepFocus } from "@/components/keep-focus";
import { runAction, runAndToast } from "@/components/run-and-toast";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { Task } from "@/db/queries/tasks";
import { formatCount, formatDay } from "@/lib/format";
import { isOverdue } from "@/lib/rules/calendar-day";
import { cn } from "@/lib/utils";
import { CATEGORY_STYLE } from "./category-style";
import { TaskFields } from "./task-fields";

const COMPLETION_TOAST_MS = 3000; // the spec's task-completion toast

export function TaskRow({ task, today }: { task: Task; today: string }) {
  const celebrate = useCelebrateXp();
  const [pending, startTransition] = useTransition();
  const [completed, setOptimisticCompleted] = useOptimistic(task.status === "completed");
  // The checkbox is disabled while it saves, which drops focus: it gets it back when done.
  const keepFocus = useKeepFocus(pending);
  const overdue = isOverdue(task.dueDate, today, completed);

  function toggle(next: boolean) {
    keepFocus();
    startTransition(async () => {
      setOptimisticCompleted(next);
      const done = await runAction(() => setTaskCompleted(task.id, next), "Failed to update task");
      const xp = done?.data.xp;
      if (next && xp) {
        celebrate(xp);
        toast.success(`Task completed! +${formatCount(xp.gained)} XP`, { duration: COMPLETION_TOAST_MS });
      } else if (!next && xp) {
        toast(`Task reopened: ${formatCount(Math.abs(xp.gained))} XP taken back`, { duration: COMPLETION_TOAST_MS });
      }
    });
  }

  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3 sm:items-center" data-testid="task-row">
      <div className="flex size-11 shrink-0 items-center justify-center sm:size-9">
        <Checkbox
          checked={completed}
          disabled={pending}
          onCheckedChange={(checked) => toggle(checked === true)}
          aria-label={completed ? `Mark "${task.title}" as not done` : `Complete "${task.title}"`}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-1 pt-2.5 sm:pt-0">
        <p className={cn("wrap-anywhere font-medium", completed && "text-muted-foreground line-through")}>{task.title}</p>
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge variant="secondary" className={CATEGORY_STYLE[task.category]}>
            {task.category}
          </Badge>
          <Badge variant="outline" className="tabular-nums">
            +{formatCount(task.xpValue)} XP
          </Badge>
          {task.dueDate && (
            <span className={cn("flex items-center gap-1 text-muted-foreground", overdue && "font-medium text-destructive")}>
              <CalendarClock aria-hidden className="size-3.5" />
              {overdue ? `Overdue · ${formatDay(task.dueDate, today)}` : task.dueDate === today ? "Due today" : `Due ${formatDay(task.dueDate, today)}`}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        <EditTaskDialog task={task} />
        <DeleteTaskDialog task={task} />
      </div>
    </li>
  );
}

function EditTaskDialog({ task }: { task: Task }) {
  const celebrate = useCelebrateXp();
  return (
    <EditDialog
      triggerLabel={`Edit "${task.title}"`}
      title="Edit task"
      description={task.status === "completed" ? "This task is done: a new XP value changes the XP it earned." : "Change anything, then save."}
      row={task}
      action={(shown, formData) => updateTask(task.id, shown, formData)}
      failure="Failed to update task"
      onSaved={({ xp }) => xp && celebrate(xp)}
      // A done task's lower XP value takes XP back, which is said as un-completing says it.
      success={({ xp }) => (xp && xp.gained < 0 ? `Task updated: ${formatCount(-xp.gained)} XP taken back` : "Task updated")}
    >
      {(errors) => (
        <TaskFields
          idPrefix={`edit-${task.id}`}
          defaults={{ title: task.title, category: task.category, xpValue: task.xpValue, dueDate: task.dueDate }}
          errors={errors}
        />
      )}
    </EditDialog>
  );
}

function DeleteTaskDialog({ task }: { task: Task }) {
  const done = task.status === "completed";
  return (
    <ConfirmDelete
      label={`Delete "${task.title}"`}
      title="Delete this task?"
      description={`“${task.title}” will be removed${done ? `, and the ${formatCount(task.xpValue)} XP it earned with it, which can shorten your streak` : ""}. This cannot be undone.`}
      confirmLabel="Delete task"
      onConfirm={() => runAndToast(() => deleteTask(task.id), { failure: "Failed to delete task", success: () => "Task deleted" })}
    />
  );
}
