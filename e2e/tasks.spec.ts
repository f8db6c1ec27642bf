import type { Page } from "@playwright/test";
import { expect, expectClearOfAssistantButton, signUpAndIn, test } from "./fixtures";

async function addTask(page: Page, title: string, options: { category?: string; xp?: string } = {}) {
  const form = page.getByRole("form", { name: "Add task" });
  await form.getByLabel("Title").fill(title);
  if (options.category) await form.getByLabel("Category").selectOption(options.category);
  if (options.xp) await form.getByLabel("XP").fill(options.xp);
  await form.getByRole("button", { name: "Add Task" }).click();
}

const rows = (page: Page) => page.getByTestId("task-row");
const sidebar = (page: Page) => page.getByTestId("sidebar");

test.beforeEach(async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
});

test("adding tasks: a blank title is asked for under its field and adds nothing, the newest comes first", async ({ page }) => {
  await expect(page.getByText("No tasks yet.")).toBeVisible();
  // The empty list's one action puts the cursor in the form that fills it.
  await page.getByRole("button", { name: "Write your first task" }).click();
  await expect(page.getByRole("form", { name: "Add task" }).getByLabel("Title")).toBeFocused();
  await expect(page.getByRole("form", { name: "Add task" }).getByLabel("XP")).toHaveValue("10");

  // Refused where the creator looks, with focus on the field to fill; nothing is added.
  await addTask(page, "   ");
  const title = page.getByRole("form", { name: "Add task" }).getByLabel("Title");
  await expect(page.getByRole("form", { name: "Add task" }).getByText("Enter a title for the task")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await expect(rows(page)).toHaveCount(0);

  await addTask(page, "Script the product review", { category: "Business", xp: "25" });
  await expect(rows(page)).toHaveCount(1);
  await addTask(page, "Leg day", { category: "Gym" });
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText("Leg day");
  await expect(rows(page).first()).toContainText("+10 XP");
  await expect(rows(page).nth(1)).toContainText("+25 XP");
  await expect(page.getByRole("form", { name: "Add task" }).getByLabel("Title")).toHaveValue("");
  // The assistant's button floats at the bottom right, beside the rows' Delete, not over it.
  await expectClearOfAssistantButton(page, page.getByRole("button", { name: 'Delete "Script the product review"' }));

  // A cleared XP field means the default 10, as the spec says, not an error.
  const form = page.getByRole("form", { name: "Add task" });
  await form.getByLabel("Title").fill("Reply to comments");
  await form.getByLabel("XP").fill("");
  await form.getByRole("button", { name: "Add Task" }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText("Reply to comments");
  await expect(rows(page).first()).toContainText("+10 XP");
  await expect(form.getByText("XP must be a whole number")).toHaveCount(0);
});

test("XP out of range is a field error and the form keeps what was typed", async ({ page }) => {
  await addTask(page, "Too generous", { xp: "1001" });
  const xpField = page.getByRole("form", { name: "Add task" }).getByLabel("XP");
  await expect(page.getByText("XP must be between 1 and 1,000")).toBeVisible();
  await expect(xpField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("form", { name: "Add task" }).getByLabel("Title")).toHaveValue("Too generous");
  await expect(xpField).toHaveValue("1001");
  await expect(rows(page)).toHaveCount(0);

  // A blank title is asked for, and the XP error from the last try goes: the XP is fine now.
  await xpField.fill("10");
  await page.getByRole("form", { name: "Add task" }).getByLabel("Title").fill("");
  await page.getByRole("form", { name: "Add task" }).getByRole("button", { name: "Add Task" }).click();
  await expect(xpField).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("XP must be between 1 and 1,000")).toHaveCount(0);
  await expect(page.getByText("Enter a title for the task")).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test("by keyboard: Enter adds and leaves the cursor in Title, Space completes in place, focus survives dialogs and deletes", async ({ page }) => {
  const title = page.getByRole("form", { name: "Add task" }).getByLabel("Title");
  await title.focus();
  await page.keyboard.type("Film the intro");
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(title).toBeFocused();
  // The next title goes straight into the emptied field.
  await page.keyboard.type("Edit the intro");
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(2);
  await expect(title).toBeFocused();
  await expect(title).toHaveValue("");

  await page.getByRole("checkbox", { name: 'Complete "Edit the intro"' }).focus();
  await page.keyboard.press("Space");
  await expect(sidebar(page).getByText("Level 1 · 10 XP")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: 'Mark "Edit the intro" as not done' })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(sidebar(page).getByText("Level 1 · 0 XP")).toBeVisible();
  // Its XP comes off the total, as a deleted item's does: said as taken back.
  await expect(page.getByText("Task reopened: 10 XP taken back")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: 'Complete "Edit the intro"' })).toBeFocused();

  // The edit dialog opens from a plain button: closing it gives focus back to that button.
  const edit = page.getByRole("button", { name: 'Edit "Edit the intro"' });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Edit task" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Edit task" })).toBeHidden();
  await expect(edit).toBeFocused();

  // A deleted row's focus goes to the next row's Delete, and the last one's to the empty list's button.
  const confirm = page.getByRole("alertdialog", { name: "Delete this task?" });
  await page.getByRole("button", { name: 'Delete "Edit the intro"' }).focus();
  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Delete task" }).focus();
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: 'Delete "Film the intro"' })).toBeFocused();
  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Delete task" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("No tasks yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Write your first task" })).toBeFocused();
});

test("completing a task pops its XP, fills the bar and starts the streak; un-completing takes it back", async ({ page }) => {
  await addTask(page, "Edit the reel", { xp: "25" });
  await page.getByRole("checkbox", { name: 'Complete "Edit the reel"' }).click();

  await expect(page.getByTestId("xp-popup")).toHaveText("+25 XP");
  await expect(page.getByText("Task completed! +25 XP")).toBeVisible();
  await expect(sidebar(page).getByText("Level 1 · 25 XP")).toBeVisible();
  await expect(sidebar(page).getByText("25 / 100 XP")).toBeVisible();
  await expect(sidebar(page).getByTestId("sidebar-streak")).toHaveText("1-day streak");
  await expect(page.getByTestId("xp-popup")).toBeHidden({ timeout: 4000 });

  await page.getByRole("checkbox", { name: 'Mark "Edit the reel" as not done' }).click();
  await expect(sidebar(page).getByText("Level 1 · 0 XP")).toBeVisible();
  await expect(sidebar(page).getByTestId("sidebar-streak")).toHaveText("No streak yet");
});

test("crossing 100 XP is a level-up with badges", async ({ page }) => {
  await addTask(page, "Launch the channel", { xp: "100" });
  await page.getByRole("checkbox", { name: 'Complete "Launch the channel"' }).click();
  await expect(page.getByText("Level up! You reached level 2 🎉")).toBeVisible();
  await expect(page.getByText("Badge unlocked: Century")).toBeVisible();
  await expect(sidebar(page).getByText("Level 2 · 100 XP")).toBeVisible();
  await expect(sidebar(page).getByText("0 / 100 XP")).toBeVisible();

  // Unticked and ticked again, level 2 comes back without a second celebration.
  const levelUp = page.getByText("Level up! You reached level 2 🎉");
  await expect(levelUp).toBeHidden({ timeout: 10_000 });
  await page.getByRole("checkbox", { name: 'Mark "Launch the channel" as not done' }).click();
  await expect(sidebar(page).getByText("Level 1 · 0 XP")).toBeVisible();
  await page.getByRole("checkbox", { name: 'Complete "Launch the channel"' }).click();
  await expect(page.getByTestId("xp-popup")).toHaveText("+100 XP");
  await expect(sidebar(page).getByText("Level 2 · 100 XP")).toBeVisible();
  await expect(levelUp).toHaveCount(0);
});

test("an edit dialog with changes asks before the tab is closed or reloaded, and keeps them when the creator stays", async ({ page }) => {
  await addTask(page, "Draft", { xp: "10" });
  await page.getByRole("button", { name: 'Edit "Draft"' }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  await dialog.getByLabel("Title").fill("Draft the sponsor email, all three parts");
  // The page listens for leaving once the change is seen, a moment after the typing.
  const leavingIsHeld = () => page.evaluate(() => !window.dispatchEvent(new Event("beforeunload", { cancelable: true })));
  await expect.poll(leavingIsHeld).toBe(true);
  const asked: string[] = [];
  page.on("dialog", (question) => {
    asked.push(question.type());
    void question.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(dialog.getByLabel("Title")).toHaveValue("Draft the sponsor email, all three parts");

  // Typing undone holds nothing: the tab closes without asking.
  await dialog.getByLabel("Title").fill("Draft");
  await expect.poll(leavingIsHeld).toBe(false);

  // Discarded, and opened again unchanged: nothing is held either.
  await dialog.getByLabel("Title").fill("Draft, discarded");
  await expect.poll(leavingIsHeld).toBe(true);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: 'Edit "Draft"' }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("Draft");
  await page.waitForTimeout(100); // past the discarding click's own check
  expect(await leavingIsHeld()).toBe(false);
});

test("editing and deleting a task", async ({ page }) => {
  await addTask(page, "Draft", { xp: "10" });
  await page.getByRole("button", { name: 'Edit "Draft"' }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  // A cleared title is named under the field (it did nothing and said nothing).
  await dialog.getByLabel("Title").fill("  ");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Enter a title for the task")).toBeVisible();
  await dialog.getByLabel("Title").fill("Draft the sponsor email");
  await dialog.getByLabel("XP").fill("0");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("XP must be between 1 and 1,000")).toBeVisible();
  await dialog.getByLabel("XP").fill("40");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).first()).toContainText("Draft the sponsor email");
  await expect(rows(page).first()).toContainText("+40 XP");

  // Lowering a done task's XP says how much it took back, as un-completing does.
  await page.getByRole("checkbox", { name: 'Complete "Draft the sponsor email"' }).click();
  await expect(sidebar(page).getByText("Level 1 · 40 XP")).toBeVisible();
  await page.getByRole("button", { name: 'Edit "Draft the sponsor email"' }).click();
  await dialog.getByLabel("XP").fill("15");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Task updated: 25 XP taken back")).toBeVisible();
  await expect(sidebar(page).getByText("Level 1 · 15 XP")).toBeVisible();

  await page.getByRole("button", { name: 'Delete "Draft the sponsor email"' }).click();
  await page.getByRole("alertdialog", { name: "Delete this task?" }).getByRole("button", { name: "Delete task" }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText("No tasks yet.")).toBeVisible();
});

test("a long unbroken title wraps inside the delete dialog on a phone, its buttons in sight", async ({ page }) => {
  const title = `Check comments on https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${"PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG".repeat(2)}`;
  await addTask(page, title);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: `Delete "${title}"` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this task?" });
  await expect(dialog.getByText(title, { exact: false })).toBeVisible();
  for (const element of [dialog, dialog.getByRole("button", { name: "Delete task" }), dialog.getByRole("button", { name: "Cancel" })]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("screenshots of the task page at desktop and phone width", async ({ page }) => {
  await addTask(page, "Script the product review", { category: "Business", xp: "25" });
  await addTask(page, "Morning run", { category: "Gym", xp: "15" });
  await page.getByRole("checkbox", { name: 'Complete "Morning run"' }).click();
  await expect(sidebar(page).getByText("Level 1 · 15 XP")).toBeVisible();
  await page.screenshot({ path: "screenshots/tasks-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("sidebar")).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/tasks-mobile.png", fullPage: true });
});

test("a long list shows the newest 50 tasks; Show more, by keyboard, shows the rest", async ({ page }) => {
  test.setTimeout(300_000);
  for (let i = 1; i <= 51; i++) {
    await addTask(page, `Task ${i}`);
    await expect(rows(page).first()).toContainText(`Task ${i}`);
  }
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByText("51 open · 0 done today")).toBeVisible();
  await expect(page.getByText("Task 1", { exact: true })).toHaveCount(0);

  const more = page.getByRole("link", { name: "Show more tasks" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tasks\?show=100$/);
  await expect(rows(page)).toHaveCount(51);
  await expect(rows(page).last()).toContainText("Task 1");
  await expect(more).toHaveCount(0);
  // The link went with the last page: focus went on to the first task it showed, not to the page's top.
  await expect(page.getByRole("checkbox", { name: 'Complete "Task 1"' })).toBeFocused();
});

test("an edit saved after another tab deleted the task says so and keeps the dialog with what was typed", async ({ page, context }) => {
  await addTask(page, "Draft");
  await page.getByRole("button", { name: 'Edit "Draft"' }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  await dialog.getByLabel("Title").fill("Draft the sponsor email");

  const other = await context.newPage();
  await other.goto("/tasks");
  await other.getByRole("button", { name: 'Delete "Draft"' }).click();
  await other.getByRole("alertdialog", { name: "Delete this task?" }).getByRole("button", { name: "Delete task" }).click();
  await expect(other.getByText("Task deleted")).toBeVisible();

  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("This task no longer exists. It may have been deleted in another tab.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue("Draft the sponsor email");
  // Its pre-filled values changed, closing asks before they go; discarded, the task leaves the list.
  await page.keyboard.press("Escape");
  const question = dialog.getByRole("alert").filter({ hasText: "Discard your changes? They aren’t saved." });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: 'Edit "Draft"' })).toHaveCount(0);
});
