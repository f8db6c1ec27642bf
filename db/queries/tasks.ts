import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { changedOrGone, stillAsShown } from "@/db/queries/as-shown";
import { tasks } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import type { ShownFields } from "@/lib/validation/shown";
import type { TaskInput } from "@/lib/validation/tasks";
import { awardXp, reverseXp, updateXpAward, type XpChange } from "./xp";

export type Task = typeof tasks.$inferSelect;

const xpKeyOf = (taskId: string) => `task:${taskId}`;

const taskAward = (task: Pick<Task, "id" | "title" | "xpValue" | "category">) => ({
  key: xpKeyOf(task.id),
  source: "task" as const,
  amount: task.xpValue,
  label: task.title,
  taskCategory: task.category,
});

const ownTask = (userId: string, taskId: string) => and(eq(tasks.userId, userId), eq(tasks.id, taskId));

/** The newest `limit` of the user's tasks, newest first, and whether older ones exist. */
export async function listTasks(userId: string, limit: number): Promise<Page<Task>> {
  const rows = await getDb()
    .select()
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/** How many tasks are open: read from the open tasks' own index, however many are done. */
export async function countOpenTasks(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ open: count() })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), isNull(tasks.completedAt)));
  return row.open;
}

export async function createTask(userId: string, input: TaskInput): Promise<Task> {
  const [task] = await getDb().insert(tasks).values({ userId, ...input }).returning();
  return task;
}

/**
 * Edits the task its dialog showed (stillAsShown). When it is already completed, its XP award
 * follows the new XP, title and category in the same transaction. "changed" when it was saved
 * elsewhere since, null when the user has no such task.
 */
export async function updateTask(
  userId: string,
  taskId: string,
  input: TaskInput,
  shown: ShownFields,
): Promise<{ task: Task; xp: XpChange | null } | "changed" | null> {
  return getDb().transaction(async (tx) => {
    const [task] = await tx.update(tasks).set(input).where(and(ownTask(userId, taskId), stillAsShown(tasks, shown))).returning();
    if (!task) return changedOrGone(tasks, ownTask(userId, taskId), tx);
    const xp = task.completedAt ? await updateXpAward(tx, userId, xpKeyOf(task.id), taskAward(task)) : null;
    return { task, xp };
  });
}

/** The due date the user's task has now (null when none), or undefined when there is no such task. */
export async function getTaskDueDate(userId: string, taskId: string): Promise<string | null | undefined> {
  const [task] = await getDb().select({ dueDate: tasks.dueDate }).from(tasks).where(ownTask(userId, taskId));
  return task?.dueDate;
}

/**
 * Completes or reopens a task together with its XP award. Completing an already completed task
 * (a double click, fifty tabs) changes nothing and awards nothing (xp is null). Null when the
 * user has no such task.
 */
export async function setTaskCompleted(
  userId: string,
  taskId: string,
  completed: boolean,
): Promise<{ task: Task; xp: XpChange | null } | null> {
  return getDb().transaction(async (tx) => {
    const [changed] = await tx
      .update(tasks)
      .set(completed ? { status: "completed", completedAt: new Date() } : { status: "pending", completedAt: null })
      .where(and(ownTask(userId, taskId), eq(tasks.status, completed ? "pending" : "completed")))
      .returning();
    if (changed) {
      const xp = completed ? await awardXp(tx, userId, taskAward(changed)) : await reverseXp(tx, userId, xpKeyOf(taskId));
      return { task: changed, xp };
    }
    const [unchanged] = await tx.select().from(tasks).where(ownTask(userId, taskId));
    return unchanged ? { task: unchanged, xp: null } : null;
  });
}

/** Deletes a task and the XP it earned. False when the user has no such task. */
export async function deleteTask(userId: string, taskId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(tasks).where(ownTask(userId, taskId)).returning({ id: tasks.id });
    if (!deleted) return false;
    await reverseXp(tx, userId, xpKeyOf(taskId));
    return true;
  });
}
