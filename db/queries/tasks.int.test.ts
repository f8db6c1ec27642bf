import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { tasks, xpEvents } from "@/db/schema";
import { getCreatorSummary } from "@/db/queries/profiles";
import { countOpenTasks, createTask, deleteTask, listTasks, setTaskCompleted, updateTask } from "@/db/queries/tasks";
import { nextMillisecond } from "@/test/clock";
import { shownOf } from "@/test/shown";
import { createTestUser } from "@/test/users";

const input = (title: string, xpValue = 10) => ({ title, category: "Business" as const, xpValue, dueDate: null });

const totalXp = async (userId: string) => (await getCreatorSummary(userId))?.totalXp;
const eventsOf = (userId: string) => getDb().select().from(xpEvents).where(eq(xpEvents.userId, userId));

describe("tasks", () => {
  it("lists only the user's own tasks, newest first", async () => {
    const [mine, theirs] = await Promise.all([createTestUser(), createTestUser()]);
    await createTask(mine.id, input("First"));
    await nextMillisecond();
    await createTask(mine.id, input("Second"));
    await createTask(theirs.id, input("Not yours"));
    expect((await listTasks(mine.id, 10)).rows.map((task) => task.title)).toEqual(["Second", "First"]);
  });

  it("lists a page at a time, says when older tasks remain, and counts the open ones", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const created = [];
    for (const title of ["One", "Two", "Three"]) {
      created.push(await createTask(user.id, input(title)));
      await nextMillisecond();
    }
    await createTask(other.id, input("Not yours"));
    await setTaskCompleted(user.id, created[0].id, true);

    const first = await listTasks(user.id, 2);
    expect(first.rows.map((task) => task.title)).toEqual(["Three", "Two"]);
    expect(first.more).toBe(true);
    const all = await listTasks(user.id, 3);
    expect(all.rows.map((task) => task.title)).toEqual(["Three", "Two", "One"]);
    expect(all.more).toBe(false);
    expect(await countOpenTasks(user.id)).toBe(2);
    expect(await countOpenTasks(other.id)).toBe(1);
  });

  it("completing sets completed_at and writes the XP event; un-completing clears both", async () => {
    const user = await createTestUser();
    const task = await createTask(user.id, input("Edit the reel", 25));

    const done = await setTaskCompleted(user.id, task.id, true);
    expect(done?.task.status).toBe("completed");
    expect(done?.task.completedAt).toBeInstanceOf(Date);
    expect(done?.xp).toMatchObject({ changed: true, amount: 25, totalXp: 25 });
    expect(await eventsOf(user.id)).toMatchObject([{ key: `task:${task.id}`, source: "task", amount: 25, taskCategory: "Business" }]);

    const undone = await setTaskCompleted(user.id, task.id, false);
    expect(undone?.task).toMatchObject({ status: "pending", completedAt: null });
    expect(undone?.xp).toMatchObject({ changed: true, amount: 25, totalXp: 0 });
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it("50 simultaneous completions of one task award its XP once", async () => {
    const user = await createTestUser();
    const task = await createTask(user.id, input("Post the teaser", 40));
    const results = await Promise.all(Array.from({ length: 50 }, () => setTaskCompleted(user.id, task.id, true)));
    expect(results.filter((result) => result?.xp?.changed)).toHaveLength(1);
    expect(await eventsOf(user.id)).toHaveLength(1);
    expect(await totalXp(user.id)).toBe(40);
  });

  it("an edit from a dialog that showed a completed task before another tab's edit changes nothing, its XP award included", async () => {
    const user = await createTestUser();
    const task = await createTask(user.id, input("Gym", 10));
    await setTaskCompleted(user.id, task.id, true);
    await updateTask(user.id, task.id, input("Leg day", 30), shownOf(task, input("Leg day", 30)));
    // Its status changed since too (completed), but not a field the edit writes: only the edit is the conflict.
    expect(await updateTask(user.id, task.id, input("Arm day", 5), shownOf(task, input("Arm day", 5)))).toBe("changed");
    expect((await listTasks(user.id, 10)).rows[0]).toMatchObject({ title: "Leg day", xpValue: 30 });
    expect(await totalXp(user.id)).toBe(30);
    expect(await eventsOf(user.id)).toMatchObject([{ amount: 30, label: "Leg day" }]);
  });

  it("editing a completed task moves its XP award with it", async () => {
    const user = await createTestUser();
    const task = await createTask(user.id, input("Gym", 10));
    await setTaskCompleted(user.id, task.id, true);
    const edit = { ...input("Leg day", 30), category: "Gym" as const };
    const edited = await updateTask(user.id, task.id, edit, shownOf(task, edit));
    if (edited === "changed") throw new Error("refused as changed");
    expect(edited?.task).toMatchObject({ title: "Leg day", xpValue: 30, category: "Gym", status: "completed" });
    expect(edited?.xp).toMatchObject({ changed: true, amount: 20, totalXp: 30 });
    expect(await eventsOf(user.id)).toMatchObject([{ amount: 30, label: "Leg day", taskCategory: "Gym" }]);
    expect(await totalXp(user.id)).toBe(30);
  });

  it("editing a pending task awards nothing", async () => {
    const user = await createTestUser();
    const task = await createTask(user.id, input("Plan", 10));
    const edited = await updateTask(user.id, task.id, input("Plan the week", 50), shownOf(task, input("Plan the week", 50)));
    expect(edited).toMatchObject({ xp: null });
    expect(await totalXp(user.id)).toBe(0);
  });

  it("deleting a completed task removes its XP", async () => {
    const user = await createTestUser();
    const task = await createTask(user.id, input("Temp", 15));
    await setTaskCompleted(user.id, task.id, true);
    expect(await deleteTask(user.id, task.id)).toBe(true);
    expect(await listTasks(user.id, 10)).toEqual({ rows: [], more: false });
    expect(await totalXp(user.id)).toBe(0);
  });

  it("another user can neither complete, edit nor delete my task", async () => {
    const [owner, intruder] = await Promise.all([createTestUser(), createTestUser()]);
    const task = await createTask(owner.id, input("Mine", 10));
    expect(await setTaskCompleted(intruder.id, task.id, true)).toBeNull();
    expect(await updateTask(intruder.id, task.id, input("Hacked"), shownOf(task, input("Hacked")))).toBeNull();
    expect(await deleteTask(intruder.id, task.id)).toBe(false);
    const [row] = await getDb().select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: "Mine", status: "pending" });
    expect(await totalXp(intruder.id)).toBe(0);
  });
});
