import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countStatements, getDb } from "@/db";
import { healthLogs, profiles } from "@/db/schema";
import { getCommandCenter } from "@/db/queries/command-center";
import { advanceContent, createContent, updateContentDetails } from "@/db/queries/content";
import { matchPostedContent, unpostContent } from "@/db/queries/content-posting";
import { getCreatorToday } from "@/db/queries/profiles";
import { createTask, setTaskCompleted } from "@/db/queries/tasks";
import { addDays, localDate, weekStartSunday } from "@/lib/rules/calendar-day";
import { isLaunchBonusDone, launchBonus } from "@/lib/rules/launch-checklist";
import { createTestUser } from "@/test/users";

const idea = (title: string, postDate: string | null = null) => ({ title, platform: "TikTok" as const, contentType: "original" as const, postDate });

/** The Saturday that ends `day`'s week (Sunday to Saturday). */
const weekEnd = (day: string) => addDays(weekStartSunday(day), 6);

describe("getCommandCenter", () => {
  it("reads a new creator's empty dashboard in one statement", async () => {
    const user = await createTestUser("Fresh");
    const { result, statements } = await countStatements(() => getCommandCenter(user.id));
    expect(statements).toBe(1);
    expect(result).toMatchObject({
      summary: { displayName: "Fresh", totalXp: 0, weeklyXp: 0, streak: 0, tasksCompletedToday: 0 },
      launch: { profileComplete: false, firstIdeaCreated: false, firstScriptWritten: false, firstPostPublished: false, totalPosts: 0, earnedBonuses: [] },
      contentInProgress: 0,
      weeklyWorkouts: 0,
      dueTasks: [],
      contentDue: [],
      moreDue: { tasks: false, content: false },
    });
  });

  it("keeps a paid launch bonus done when its count drops again: a post moved back to Active", async () => {
    const user = await createTestUser();
    const posts = [];
    for (let n = 1; n <= 5; n++) {
      const { item } = await createContent(user.id, idea(`Post ${n}`));
      await matchPostedContent(user.id, item.id, null);
      posts.push(item);
    }
    await unpostContent(user.id, posts[0].id);
    const launch = (await getCommandCenter(user.id))?.launch;
    expect(launch?.totalPosts).toBe(4);
    expect(launch?.earnedBonuses).toContain("onboarding:five_posts");
    expect(isLaunchBonusDone(launchBonus("fivePosts"), launch!)).toBe(true);
  });

  it("shows six due tasks, oldest due first, and says when more wait", async () => {
    const user = await createTestUser();
    const today = localDate("UTC");
    for (let n = 1; n <= 6; n++) await createTask(user.id, { title: `Due ${n}`, category: "Business", xpValue: 10, dueDate: addDays(today, n - 7) });
    expect((await getCommandCenter(user.id))?.moreDue).toEqual({ tasks: false, content: false });

    await createTask(user.id, { title: "Due today", category: "Business", xpValue: 10, dueDate: today });
    const result = await getCommandCenter(user.id);
    expect(result?.dueTasks.map((task) => task.title)).toEqual(["Due 1", "Due 2", "Due 3", "Due 4", "Due 5", "Due 6"]);
    expect(result?.moreDue).toEqual({ tasks: true, content: false });
  });

  it("lists content planned for today and, before it, content whose day went by unposted; never a posted item", async () => {
    const user = await createTestUser();
    const today = localDate("UTC");
    const { item: planned } = await createContent(user.id, idea("Today's clip", today));
    const { item: missed } = await createContent(user.id, idea("Missed", addDays(today, -2)));
    const { item: postedLate } = await createContent(user.id, idea("Posted late", addDays(today, -3)));
    await matchPostedContent(user.id, postedLate.id, null);
    await createContent(user.id, idea("Next week", addDays(today, 7)));
    await createContent(user.id, idea("Some day"));

    const result = await getCommandCenter(user.id);
    expect(result?.contentDue).toEqual([
      { id: missed.id, title: "Missed", platform: "TikTok", workflowStep: "idea", postDate: addDays(today, -2) },
      { id: planned.id, title: "Today's clip", platform: "TikTok", workflowStep: "idea", postDate: today },
    ]);
    expect(result?.moreDue.content).toBe(false);
  });

  it("fills every card from the user's own data, still in one statement", async () => {
    const zone = "America/New_York";
    const [user, other] = await Promise.all([createTestUser("Busy", zone), createTestUser("Other")]);
    const today = localDate(zone);

    const done = await createTask(user.id, { title: "Done today", category: "Gym", xpValue: 20, dueDate: null });
    await setTaskCompleted(user.id, done.id, true);
    await createTask(user.id, { title: "Overdue", category: "Business", xpValue: 10, dueDate: addDays(today, -2) });
    await createTask(user.id, { title: "Due today", category: "Personal", xpValue: 15, dueDate: today });
    await createTask(user.id, { title: "Later", category: "Personal", xpValue: 15, dueDate: addDays(today, 3) });

    const { item: scripting } = await createContent(user.id, idea("In progress", today));
    await advanceContent(user.id, scripting.id, "idea");
    await updateContentDetails(user.id, scripting.id, { hook: "Hook!", hashtags: [], soundUsed: null, postDate: today }, {});
    const { item: live } = await createContent(user.id, idea("Live"));
    await matchPostedContent(user.id, live.id, null);
    await createContent(user.id, idea("Just an idea"));

    const weekStart = weekStartSunday(today);
    const workoutDays = [today, addDays(today, -1), addDays(today, -8)];
    await getDb()
      .insert(healthLogs)
      .values(workoutDays.map((logDate) => ({ userId: user.id, logDate, workoutCompleted: true })));
    await getDb().insert(healthLogs).values({ userId: other.id, logDate: today, workoutCompleted: true });
    await createTask(other.id, { title: "Not mine", category: "Gym", xpValue: 10, dueDate: today });

    const { result, statements } = await countStatements(() => getCommandCenter(user.id));
    expect(statements).toBe(1);
    expect(result?.summary.tasksCompletedToday).toBe(1);
    expect(result?.summary.streak).toBe(1);
    // Task 20; three ideas 30 + first idea 25; script 15 + first script 30; posted 50 + first post 100.
    expect(result?.summary.totalXp).toBe(270);
    expect({ ...result?.launch, earnedBonuses: [...(result?.launch.earnedBonuses ?? [])].sort() }).toEqual({
      profileComplete: false,
      firstIdeaCreated: true,
      firstScriptWritten: true,
      firstPostPublished: true,
      totalPosts: 1,
      earnedBonuses: ["onboarding:first_idea", "onboarding:first_post", "onboarding:first_script"],
    });
    expect(result?.contentInProgress).toBe(1);
    expect(result?.weeklyWorkouts).toBe(workoutDays.filter((day) => day >= weekStart).length);
    expect(result?.dueTasks.map((task) => [task.title, task.xpValue])).toEqual([
      ["Overdue", 10],
      ["Due today", 15],
    ]);
    expect(result?.contentDue).toEqual([{ id: scripting.id, title: "In progress", platform: "TikTok", workflowStep: "script", postDate: today }]);
  });

  it("counts a workout dated after today (logged before the creator moved west across midnight), as Health does (this week, from Sunday)", async () => {
    // A creator whose today is not a Saturday, so that tomorrow is in this week: UTC-11, or UTC+14
    // (a day or two later) when it is Saturday at UTC-11.
    const user = await createTestUser("Traveller", "Pacific/Pago_Pago");
    const todayAtUtcMinus11 = await getCreatorToday(user.id);
    if (todayAtUtcMinus11 === weekEnd(todayAtUtcMinus11)) {
      await getDb().update(profiles).set({ timeZone: "Pacific/Kiritimati" }).where(eq(profiles.userId, user.id));
    }
    const today = await getCreatorToday(user.id);
    expect(today < weekEnd(today)).toBe(true);
    // Logged on the creator's day before they flew west across midnight: the day after today now.
    await getDb().insert(healthLogs).values({ userId: user.id, logDate: addDays(today, 1), workoutCompleted: true });
    expect((await getCommandCenter(user.id))?.weeklyWorkouts).toBe(1);
  });
});
