import { addMonths } from "../lib/rules/calendar-day";
import { formatDay } from "../lib/format";
import { dismissQuestions, expect, expectHoldsUnsaved, LEAVE_QUESTION, signUpAndIn, test } from "./fixtures";

test.use({ timezoneId: "UTC" });

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test("Health: picking another day opens that day's own log, so correcting it keeps its other fields; a month back at most", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/health");
  const form = page.getByRole("form", { name: "Health log" });
  const date = form.getByLabel("Date");
  const weight = form.getByLabel("Weight (optional)");
  // Each save is known by the XP it leaves in the side menu: an earlier save's toast may still show.
  const xp = page.getByTestId("sidebar").getByText(/^Level \d+ · \d+ XP$/);
  const saved = async (text: string, total: number) => {
    await form.getByRole("button", { name: "Save log" }).click();
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(xp).toHaveText(`Level 1 · ${total} XP`);
  };

  await weight.fill("73");
  await form.getByLabel("Mood").selectOption("good");
  await saved("Health log saved! +15 XP", 15);

  // Yesterday has no log: its fields start empty instead of showing today's.
  await date.fill(isoDaysAgo(1));
  await expect(form.getByText("Nothing logged for this day yet")).toBeVisible();
  await expect(weight).toHaveValue("");
  await expect(form.getByLabel("Mood")).toHaveValue("");
  await weight.fill("73.4");
  await form.getByLabel("Sleep quality").selectOption("poor");
  await saved("Health log saved! +15 XP", 30);
  await expect(form.getByText("Correcting this day's saved log")).toBeVisible();

  // Back to today: today's own values; correcting only the mood keeps its weight.
  await date.fill(isoDaysAgo(0));
  await expect(weight).toHaveValue("73");
  await expect(form.getByLabel("Mood")).toHaveValue("good");
  await form.getByLabel("Mood").selectOption("excellent");
  await saved("Health log saved", 30);

  await page.reload();
  const logs = page.getByTestId("health-log");
  await expect(logs).toHaveCount(2);
  await expect(logs.nth(0)).toContainText("Weight 73");
  await expect(logs.nth(0)).toContainText(/Mood: excellent/i);
  await expect(logs.nth(1)).toContainText("Weight 73.4");
  await expect(logs.nth(1)).toContainText(/Sleep: poor/i);

  // Weights keep the unit they were typed in; the page shows them all in the latest one's.
  const unit = form.getByLabel("Weight unit");
  await expect(unit).toHaveValue("kg");
  await weight.fill("160");
  await unit.selectOption("lb");
  await saved("Health log saved", 30);
  // An earlier save's toast and the same XP may still show: the list tells this save has landed.
  await expect(logs.nth(0)).toContainText("Weight 160 lb");
  await page.reload();
  await expect(logs.nth(0)).toContainText("Weight 160 lb");
  await expect(logs.nth(1)).toContainText("Weight 73.4 kg");
  const latest = page.getByTestId("health-stat").filter({ hasText: "Latest weight" });
  await expect(latest).toContainText("160 lb");
  await expect(latest).toContainText("-1.82 lb since the last weigh-in");
  await expect(page.getByTestId("weight-chart")).toContainText("2 weigh-ins in lb");
  await expect(page.getByTestId("weight-chart").getByRole("table")).toContainText("161.82 lb");
  // A day with no weight yet starts in the latest unit; a day with one, in its own.
  await date.fill(isoDaysAgo(2));
  await expect(unit).toHaveValue("lb");
  await date.fill(isoDaysAgo(1));
  await expect(unit).toHaveValue("kg");

  // A day more than a month back is refused and changes nothing.
  const monthBack = addMonths(isoDaysAgo(0), -1);
  await expect(date).toHaveAttribute("min", monthBack);
  await date.fill(addMonths(isoDaysAgo(1), -1));
  await weight.fill("70");
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(form.getByText("You can log a day up to a month back")).toBeVisible();
  await expect(weight).toHaveValue("70");
  await page.reload();
  await expect(page.getByTestId("health-log")).toHaveCount(2);
});

test("Health: a blank log is refused under the fields, saves nothing and earns nothing, for today or a past day", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/health");
  const form = page.getByRole("form", { name: "Health log" });
  const xp = page.getByTestId("sidebar").getByText(/^Level \d+ · \d+ XP$/);
  const nothingLogged = form.getByText("Log at least one thing for this day: weight, mood, sleep, fasting or a workout");

  for (const day of [isoDaysAgo(0), isoDaysAgo(3)]) {
    await form.getByLabel("Date").fill(day);
    await form.getByRole("button", { name: "Save log" }).click();
    await expect(nothingLogged).toBeVisible();
    await expect(form).toHaveAccessibleDescription(/Log at least one thing/);
    // What was typed stays: the day picked is still the day shown.
    await expect(form.getByLabel("Date")).toHaveValue(day);
  }
  await expect(page.getByText(/^Health log saved/)).toHaveCount(0);
  await expect(xp).toHaveText("Level 1 · 0 XP");
  await page.screenshot({ path: "screenshots/health-blank-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole("button", { name: "Save log" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "screenshots/health-blank-390.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  // One thing logged is enough: it saves, earns the day's 15 XP, and the message goes.
  await form.getByLabel("Sleep quality").selectOption("good");
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(page.getByText("Health log saved! +15 XP")).toBeVisible();
  await expect(xp).toHaveText("Level 1 · 15 XP");
  await expect(nothingLogged).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("health-log")).toHaveCount(1);
  await expect(page.getByTestId("health-log")).toContainText(/Sleep: good/i);
});

test("Health: the latest 7 logs, then the older ones a page further, where the oldest can be deleted", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/health");
  const form = page.getByRole("form", { name: "Health log" });
  const logs = page.getByTestId("health-log");
  for (let days = 7; days >= 0; days--) {
    await form.getByLabel("Date").fill(isoDaysAgo(days));
    await form.getByLabel("Weight (optional)").fill(String(70 + days));
    await form.getByRole("button", { name: "Save log" }).click();
    await expect(logs).toHaveCount(Math.min(8 - days, 7));
  }
  // The eighth, the oldest, is a page further.
  await expect(logs.last()).toContainText("Weight 76 kg");
  await page.getByRole("link", { name: "Show older logs" }).click();
  await expect(page).toHaveURL(/\/health\?show=14$/);
  await expect(logs).toHaveCount(8);
  await expect(logs.last()).toContainText("Weight 77 kg");
  await expect(page.getByRole("link", { name: "Show older logs" })).toHaveCount(0);

  await logs.last().getByRole("button", { name: /^Delete the log of / }).click();
  await page.getByRole("alertdialog", { name: "Delete this health log?" }).getByRole("button", { name: "Delete log" }).click();
  await expect(page.getByText("Health log deleted: 15 XP taken back")).toBeVisible();
  await expect(logs).toHaveCount(7);
  await expect(page.getByText("Weight 77 kg")).toHaveCount(0);
});

test("Health: leaving a log half typed asks first, as does picking another day then; an untouched or saved log doesn't", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/health");
  const form = page.getByRole("form", { name: "Health log" });
  const questions = dismissQuestions(page);
  const sideMenu = (name: string) => page.getByTestId("sidebar").getByRole("link", { name });

  // Only a day picked: nothing typed to lose.
  await form.getByLabel("Date").fill(isoDaysAgo(1));
  await sideMenu("Finance Tracker").click();
  await expect(page).toHaveURL(/\/finance$/);
  await page.goBack();

  // A tick alone is something to lose.
  await form.getByLabel("Workout completed").check();
  await expectHoldsUnsaved(page);
  await sideMenu("Finance Tracker").click();
  expect(questions).toEqual([LEAVE_QUESTION]);
  await expect(page).toHaveURL(/\/health$/);
  await expect(form.getByLabel("Workout completed")).toBeChecked();

  await form.getByLabel("Weight (optional)").fill("72.50");
  await form.getByLabel("Mood").selectOption("good");
  await sideMenu("Finance Tracker").click();
  expect(questions).toHaveLength(2);
  await expect(form.getByLabel("Weight (optional)")).toHaveValue("72.50");

  // Another day shows that day's log: asked first, beside the field; Keep keeps today and what was typed for it.
  const today = isoDaysAgo(0);
  const [shown, other] = [formatDay(today, today), formatDay(isoDaysAgo(2), today)];
  const date = form.getByLabel("Date");
  const question = form.getByTestId("day-switch-question");
  await date.fill(isoDaysAgo(2));
  await expect(question).toHaveText(new RegExp(`^Show ${other}\\? What you typed for ${shown} and haven't saved will be lost\\.`));
  await expect(form.getByRole("button", { name: "Save log" })).toBeDisabled();
  await expect(form.getByLabel("Weight (optional)")).toHaveValue("72.50");
  await question.getByRole("button", { name: `Keep ${shown}` }).click();
  await expect(question).toHaveCount(0);
  await expect(date).toHaveValue(today);
  await expect(date).toBeFocused();
  await expect(form.getByLabel("Weight (optional)")).toHaveValue("72.50");
  await expect(form.getByLabel("Mood")).toHaveValue("good");

  // Typed digit by digit, the date is a whole other date after each digit: one question, about the day typed.
  const [year, month, day] = isoDaysAgo(2).split("-");
  await date.focus();
  await date.pressSequentially(`${month}${day}${year}`);
  await expect(question).toHaveCount(1);
  await expect(question).toContainText(`Show ${other}?`);
  // Show goes to that day's own (empty) log; back on today, nothing of the typing is left to ask about.
  await question.getByRole("button", { name: `Show ${other}` }).click();
  await expect(form.getByText("Nothing logged for this day yet")).toBeVisible();
  await expect(form.getByLabel("Weight (optional)")).toHaveValue("");
  await date.fill(today);
  await expect(question).toHaveCount(0);
  expect(questions).toHaveLength(2);
  await form.getByLabel("Workout completed").check();
  await form.getByLabel("Weight (optional)").fill("72.50");
  await form.getByLabel("Mood").selectOption("good");

  // Saved, what the form holds is the saved log (however the server writes 72.50): nothing left to lose.
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(page.getByText("Health log saved! +15 XP")).toBeVisible();
  await sideMenu("Finance Tracker").click();
  await expect(page).toHaveURL(/\/finance$/);
  expect(questions).toHaveLength(2);
});

test("Health: a day logged in another tab isn't written over by a tab that showed it unlogged; its Refresh shows the log as saved", async ({ page, context }) => {
  await signUpAndIn(page);
  await page.goto("/health");
  const other = await context.newPage();
  await other.goto("/health");

  const form = page.getByRole("form", { name: "Health log" });
  await form.getByLabel("Mood").selectOption("excellent");
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(page.getByText("Health log saved! +15 XP")).toBeVisible();

  // The other tab still shows the day as not logged: its save would have put Mood back to nothing.
  const stale = other.getByRole("form", { name: "Health log" });
  await stale.getByLabel("Sleep quality").selectOption("poor");
  await stale.getByRole("button", { name: "Save log" }).click();
  const refused = other.getByText("This day's log was saved or deleted in another tab or on another device since this page showed it.");
  await expect(refused).toBeVisible();
  await expect(stale.getByLabel("Sleep quality")).toHaveValue("poor");
  await other.getByRole("button", { name: "Refresh" }).click();
  await expect(stale.getByLabel("Mood")).toHaveValue("excellent");
  await expect(stale.getByLabel("Sleep quality")).toHaveValue("");

  // Shown as saved, it saves over it, keeping the other tab's Mood.
  await stale.getByLabel("Sleep quality").selectOption("poor");
  await stale.getByRole("button", { name: "Save log" }).click();
  await expect(other.getByText("Health log saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel("Mood")).toHaveValue("excellent");
  await expect(form.getByLabel("Sleep quality")).toHaveValue("poor");
});
