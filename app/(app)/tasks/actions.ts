"use server";

import { getCreatorToday } from "@/db/queries/profiles";
import * as taskQueries from "@/db/queries/tasks";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { refreshSignedInPages } from "@/lib/refresh-pages";
import { getCurrentUser } from "@/lib/session";
import { taskId, taskInput } from "@/lib/validation/tasks";
import { shownFields } from "@/lib/validation/shown";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

export async function addTask(formData: FormData): Promise<ActionResult<{ id: string }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    const input = taskInput(await getCreatorToday(user.id)).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const task = await taskQueries.createTask(user.id, input.data);
    // A task due today shows in the Command Center's missions too.
    refreshSignedInPages();
    return { ok: true, data: { id: task.id } };
  } catch (error) {
    console.error("addTask failed", error);
    return { ok: false, error: "Failed to add task" };
  }
}

/** Saves an edit of `shown`, the task as its dialog showed it, unless it was saved elsewhere since. */
export async function updateTask(id: string, shown: unknown, formData: FormData): Promise<ActionResult<{ xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = taskId.safeParse(id);
  if (!parsedId.success) return goneWhileEditing("task");
  try {
    const [today, savedDueDate] = await Promise.all([getCreatorToday(user.id), taskQueries.getTaskDueDate(user.id, parsedId.data)]);
    if (savedDueDate === undefined) return goneWhileEditing("task");
    const input = taskInput(today, savedDueDate).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const shownTask = shownFields(shown, input.data);
    if (!shownTask) return { ok: false, error: "Failed to update task" };
    const updated = await taskQueries.updateTask(user.id, parsedId.data, input.data, shownTask);
    if (updated === "changed") return changedWhileEditing("task", "dialog");
    if (!updated) return goneWhileEditing("task");
    refreshSignedInPages();
    return { ok: true, data: { xp: updated.xp ? xpOutcomeOf(updated.xp) : null } };
  } catch (error) {
    console.error("updateTask failed", error);
    return { ok: false, error: "Failed to update task" };
  }
}

export async function setTaskCompleted(id: string, completed: boolean): Promise<ActionResult<{ xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = taskId.safeParse(id);
  if (!parsedId.success || typeof completed !== "boolean") return { ok: false, error: "Failed to update task" };
  try {
    const result = await taskQueries.setTaskCompleted(user.id, parsedId.data, completed);
    if (!result) return gone("task");
    refreshSignedInPages();
    return { ok: true, data: { xp: result.xp ? xpOutcomeOf(result.xp, completed ? "award" : "reverse") : null } };
  } catch (error) {
    console.error("setTaskCompleted failed", error);
    return { ok: false, error: "Failed to update task" };
  }
}

export async function deleteTask(id: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = taskId.safeParse(id);
  if (!parsedId.success) return gone("task");
  try {
    const deleted = await taskQueries.deleteTask(user.id, parsedId.data);
    if (!deleted) return gone("task");
    refreshSignedInPages();
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deleteTask failed", error);
    return { ok: false, error: "Failed to delete task" };
  }
}
