import type { Metadata } from "next";
import { CreatorTodayProvider } from "@/components/creator-today";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { AddTaskForm } from "@/components/tasks/add-task-form";
import { TaskList } from "@/components/tasks/task-list";
import { getCreatorSummary } from "@/db/queries/profiles";
import { countOpenTasks, listTasks } from "@/db/queries/tasks";
import { localDate } from "@/lib/rules/calendar-day";
import { type SearchParams, shownCount } from "@/lib/rules/paging";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Task System" };

async function loadTasks(userId: string, shown: number) {
  try {
    const [page, open] = await Promise.all([listTasks(userId, shown), countOpenTasks(userId)]);
    return { ...page, open };
  } catch (error) {
    console.error("listTasks failed", error);
    return null;
  }
}

export default async function TasksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const shown = shownCount((await searchParams).show);
  const [tasks, summary] = await Promise.all([loadTasks(user.id, shown), getCreatorSummary(user.id)]);
  const today = summary?.today ?? localDate("UTC");

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Task System" subtitle="Complete tasks to earn XP and level up." />
      <CreatorTodayProvider today={today}>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <AddTaskForm />
          </div>
          <div className="lg:col-span-8">
            {tasks ? (
              <TaskList tasks={tasks.rows} more={tasks.more} shown={shown} open={tasks.open} doneToday={summary?.tasksCompletedToday ?? 0} today={today} />
            ) : (
              <LoadError message="Failed to load tasks" />
            )}
          </div>
        </div>
      </CreatorTodayProvider>
    </div>
  );
}
