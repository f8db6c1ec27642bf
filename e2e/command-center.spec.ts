import type { Page } from "@playwright/test";
import { createContent, expect, expectClearOfAssistantButton, signUpAndIn, test } from "./fixtures";

test.use({ timezoneId: "UTC" });

const today = () => new Date().toISOString().slice(0, 10);
const stat = (page: Page, label: string) => page.getByTestId("stat-card").filter({ has: page.getByText(label, { exact: true }) });
const launchItem = (page: Page, text: string) => page.getByTestId("launch-item").filter({ hasText: text });

test("a new creator sees an empty, inviting dashboard", async ({ page }) => {
  await signUpAndIn(page);
  await expect(page.getByTestId("launch-checklist")).toContainText("0 of 5 done");
  await expect(page.getByTestId("launch-item")).toHaveCount(5);
  await expect(launchItem(page, "Complete your profile").getByRole("link")).toHaveAttribute("href", "/xp#profile");
  await expect(launchItem(page, "first content idea").getByRole("link")).toHaveAttribute("href", /^\/content/);
  await expect(stat(page, "Tasks Today")).toContainText("0");
  await expect(stat(page, "Weekly XP")).toContainText("0");
  await expect(stat(page, "Content Pipeline")).toContainText("0");
  await expect(stat(page, "Workouts")).toContainText("0/7");
  await expect(page.getByTestId("weekly-goal")).toContainText("0 / 500 XP");
  await expect(page.getByTestId("missions")).toContainText("Nothing due today");
  await expect(page.getByTestId("daily-quote")).toBeVisible();
  await expect(page.getByTestId("xp-chart")).toContainText("0 XP in two weeks");
  await expect(page.getByTestId("post-progress")).toHaveCount(0);
  await page.screenshot({ path: "screenshots/command-center-new.png", fullPage: true });
});

test("the Launch Pad's profile item lands on the profile card, its avatar picker focused, on a laptop and a phone", async ({ page }) => {
  await signUpAndIn(page);
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await launchItem(page, "Complete your profile").getByRole("link").click();
    await expect(page).toHaveURL("/xp#profile");
    // The card's title shows below the sticky header, not one to three screens down the page.
    const title = page.getByRole("heading", { name: "Profile", exact: true, level: 2 });
    await expect(title).toBeInViewport();
    const header = await page.locator("header").first().boundingBox();
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.getByRole("form", { name: "Avatar" }).getByLabel(/Avatar/)).toBeFocused();
    await page.screenshot({ path: `screenshots/launch-profile-${viewport.width}.png` });
  }
});

test("the shortcuts to a form land in its first field: New Content, Log Health and the Launch Pad's first idea", async ({ page }) => {
  await signUpAndIn(page);
  const quickActions = page.getByRole("region", { name: "Quick actions" });
  await quickActions.getByRole("link", { name: "New Content" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("form", { name: "Create content" }).getByLabel("Title")).toBeFocused();

  await page.goto("/");
  await quickActions.getByRole("link", { name: "Log Health" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("form", { name: "Health log" }).getByLabel("Date")).toBeFocused();

  await page.goto("/");
  await launchItem(page, "Create your first content idea").getByRole("link").click();
  await expect(page.getByRole("form", { name: "Create content" }).getByLabel("Title")).toBeFocused();
});

test("every card follows the work done on the other pages", async ({ page }) => {
  await signUpAndIn(page);

  // Quick action: add a task due today without leaving the page.
  await page.getByRole("button", { name: "Add Task" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a task" });
  // Without a title the dialog stays open, asks for one and adds nothing.
  await dialog.getByRole("button", { name: "Add Task" }).click();
  await expect(dialog.getByText("Enter a title for the task")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await dialog.getByLabel("Title").fill("Record the voice-over");
  await dialog.getByLabel("XP").fill("40");
  await dialog.getByLabel("Due date (optional)").fill(today());
  await dialog.getByRole("button", { name: "Add Task" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("missions")).toContainText("Record the voice-over");
  await expect(page.getByTestId("missions")).toContainText("Due today");

  await page.goto("/tasks");
  // The same words as the missions card, not "Due Nov 25".
  await expect(page.getByRole("listitem").filter({ hasText: "Record the voice-over" })).toContainText("Due today");
  await page.getByRole("checkbox", { name: 'Complete "Record the voice-over"' }).click();
  await expect(page.getByText("Task completed! +40 XP")).toBeVisible();

  // Content: an idea, its script, and a post matched from the header.
  await page.goto("/content?tab=create");
  const form = page.getByRole("form", { name: "Create content" });
  await form.getByLabel("Title").fill("Behind the scenes");
  await form.getByRole("button", { name: "Create Content" }).click();
  await page.getByTestId("active-content").getByRole("button", { name: /^Complete / }).click();
  await expect(page.getByTestId("active-content")).toHaveAttribute("data-step", "script");
  const details = page.getByRole("form", { name: 'Details of "Behind the scenes"' });
  await details.getByLabel("Hook / script").fill("Nobody shows you this part.");
  await details.getByRole("button", { name: "Save details" }).click();
  // The first hook is a Launch Pad step, and the toast says what its XP was for.
  await expect(page.getByText("Content updated: +30 XP launch bonus", { exact: true })).toBeVisible();

  await page.goto("/");
  await expect(stat(page, "Tasks Today")).toContainText("1");
  // The one item at Script counts, by the step names the Active tab shows.
  await expect(stat(page, "Content Pipeline")).toContainText("1from Script to Ready");
  // 40 task + 10 idea + 25 first idea + 15 script + 30 first script.
  await expect(stat(page, "Weekly XP")).toContainText("120");
  await expect(page.getByTestId("weekly-goal")).toContainText("120 / 500 XP");
  await expect(page.getByTestId("level-banner")).toContainText("Level 2");
  await expect(page.getByTestId("missions")).toContainText("Nothing due today");
  await expect(launchItem(page, "first content idea")).toHaveAttribute("data-done", "true");
  await expect(launchItem(page, "first script")).toHaveAttribute("data-done", "true");
  await expect(launchItem(page, "first post")).toHaveAttribute("data-done", "false");

  await page.getByRole("button", { name: "Match Posted Content" }).click();
  const match = page.getByRole("dialog", { name: "Match Your Posted Content" });
  await match.getByLabel("Content item").selectOption({ label: "Behind the scenes (Script)" });
  await match.getByRole("button", { name: "Match", exact: true }).click();
  await expect(page.getByText("Content marked as posted! +50 XP 🎉")).toBeVisible();

  await expect(launchItem(page, "first post")).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("launch-checklist")).toContainText("3 of 5 done");
  await expect(stat(page, "Content Pipeline")).toContainText("0");
  await expect(stat(page, "Weekly XP")).toContainText("270");
  await expect(page.getByTestId("post-progress")).toContainText("1 of 5 posts published");
  await expect(page.getByTestId("post-progress").getByRole("link", { name: "Create Next Post" })).toHaveAttribute("href", /^\/content/);
  await expectClearOfAssistantButton(page, page.getByRole("link", { name: "Create Next Post" }));
  await expect(page.getByTestId("xp-chart")).toContainText("270 XP in two weeks");
  // Today's bar, on an axis up to 500: 270 is 54% of it.
  const todaysBar = page.getByTestId("xp-chart").locator('[title$=": 270 XP"] > div');
  await expect(todaysBar).toHaveAttribute("style", /height:\s*54%/);
  await expect(page.getByTestId("level-banner")).toContainText("1day streak");
  await page.screenshot({ path: "screenshots/command-center-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/command-center-mobile.png", fullPage: true });
});

test("Today's Missions shows six due tasks and a link to the rest when more are due", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/tasks");
  const form = page.getByRole("form", { name: "Add task" });
  for (let n = 1; n <= 7; n++) {
    await form.getByLabel("Title").fill(`Due task ${n}`);
    await form.getByLabel("Due date (optional)").fill(today());
    await form.getByRole("button", { name: "Add Task" }).click();
    await expect(page.getByTestId("task-row").filter({ hasText: `Due task ${n}` })).toBeVisible();
  }

  await page.goto("/");
  const missions = page.getByTestId("missions");
  await expect(missions.getByText(/^Due task \d$/)).toHaveCount(6);
  const more = missions.getByRole("link", { name: "More tasks are due: see them all in the Task System" });
  await expect(more).toBeVisible();
  await more.click();
  await expect(page).toHaveURL("/tasks");
  await expect(page.getByTestId("task-row").filter({ hasText: /^Due task/ })).toHaveCount(7);
});

test("Today's Missions keeps a missed post in sight: content planned for a day gone by reads Overdue since, before today's", async ({ page }) => {
  await signUpAndIn(page);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  await createContent(page, "Planned for today", { postDate: today() });
  await createContent(page, "Missed reel", { postDate: daysAgo(2) });
  await page.goto("/");
  const missions = page.getByTestId("missions").getByRole("listitem");
  const missedOn = new Date(`${daysAgo(2)}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await expect(missions.first()).toContainText("Missed reel");
  await expect(missions.first()).toContainText(`Overdue since ${missedOn}`);
  await expect(missions.nth(1)).toContainText("Planned for today");
  await expect(missions.nth(1)).toContainText("Planned today");
  await missions.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/content\?tab=active$/);
});
