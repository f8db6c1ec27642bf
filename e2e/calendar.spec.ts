import type { Page } from "@playwright/test";
import { acceptQuestions, activeCard, createContent, expect, expectHoldsUnsaved, LEAVE_QUESTION, signUpAndIn, test } from "./fixtures";

// The profile takes the browser's zone at sign-up; pin it so "today" is known here too.
test.use({ timezoneId: "UTC" });

const isoDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const item = (page: Page, title: string) => page.getByTestId("calendar-item").filter({ hasText: title });
const dayColumn = (page: Page, day: string) => page.locator(`[data-testid="week-day"][data-day="${day}"]`);

test("the week view: seven columns from Monday, today highlighted, previous, next and This Week", async ({ page }) => {
  await signUpAndIn(page);
  await createContent(page, "Planned for today", { postDate: isoDay() });
  await page.getByRole("link", { name: "Content Calendar" }).click();

  await expect(page.getByRole("heading", { name: "Content Calendar", level: 1 })).toBeVisible();
  await expect(page.getByText("Plan and track your content across all platforms")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");
  const columns = page.getByTestId("week-day");
  await expect(columns).toHaveCount(7);
  expect(await columns.first().getAttribute("data-day")).toBe(
    await page.evaluate(() => {
      const now = new Date();
      const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
      return monday.toISOString().slice(0, 10);
    }),
  );
  const box = await columns.first().boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(200);
  // Beside the side menu on a tablet, a day keeps room for its titles and step badges (seven
  // columns there were 60 px wide).
  for (const width of [820, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await columns.first().boundingBox())!.width).toBeGreaterThanOrEqual(150);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('[data-testid="week-day"][aria-current="date"]')).toHaveAttribute("data-day", isoDay());
  await expect(dayColumn(page, isoDay()).getByText("Planned for today")).toBeVisible();

  const heading = page.getByTestId("calendar-heading");
  const thisWeek = await heading.textContent();
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(heading).not.toHaveText(thisWeek!);
  await expect(page.getByTestId("calendar-item")).toHaveCount(0);
  await page.getByRole("link", { name: "This Week" }).click();
  await expect(heading).toHaveText(thisWeek!);
  await page.screenshot({ path: "screenshots/calendar-week.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/calendar-week-mobile.png" });
});

test("the day view: the full date, its items with platform badges, or the empty state", async ({ page }) => {
  await signUpAndIn(page);
  await createContent(page, "Tomorrow's short", { postDate: isoDay(1), platform: "YouTube" });
  await page.goto(`/calendar?view=day&date=${isoDay(1)}`);
  const heading = page.getByTestId("calendar-heading");
  await expect(heading).toHaveText(new Date(`${isoDay(1)}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" }));
  await expect(item(page, "Tomorrow's short")).toContainText("YouTube");
  await expect(item(page, "Tomorrow's short")).toContainText("Idea");

  await page.getByRole("link", { name: "Previous day" }).click();
  await expect(page.getByText("No content scheduled for this day")).toBeVisible();
  await page.getByRole("link", { name: "Add Content" }).click();
  await expect(page).toHaveURL(/\/content/);
  // The Create form comes planned for the day it was opened from.
  const form = page.getByRole("form", { name: "Create content" });
  await expect(form.getByLabel("Planned post date (optional)")).toHaveValue(isoDay());
  await form.getByLabel("Title").fill("Filling the gap");
  await form.getByRole("button", { name: "Create Content" }).click();
  await expect(page.getByTestId("active-content").filter({ hasText: "Filling the gap" })).toContainText("Planned");
  await page.goto(`/calendar?view=day&date=${isoDay()}`);
  await expect(item(page, "Filling the gap")).toBeVisible();
});

test("the month view: days with content stand out and a chosen day lists its content", async ({ page }) => {
  await signUpAndIn(page);
  const day = isoDay();
  // Another day of the same month (a day of the next or previous month would move the view there).
  const otherDay = `${day.slice(0, 8)}${day.endsWith("-01") ? "02" : "01"}`;
  await createContent(page, "Month item", { postDate: day });
  await page.goto(`/calendar?view=month&date=${otherDay}`);
  await expect(page.getByTestId("calendar-heading")).toHaveText(new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric" }));
  const chosen = page.locator('[data-testid="month-day"][aria-current="true"]');
  await expect(chosen).toHaveAttribute("href", new RegExp(`date=${otherDay}$`));
  await expect(chosen).toHaveAttribute("data-has-content", "false");
  await expect(page.getByText("No content scheduled", { exact: true })).toBeVisible();

  // The grid is one Tab stop, the chosen day; the arrow keys move between days and Enter opens one.
  const tabStops = page.locator('[data-testid="month-day"]:not([tabindex="-1"])');
  await expect(tabStops).toHaveCount(1);
  await expect(tabStops).toHaveAttribute("aria-current", "true");
  const weekLater = `${day.slice(0, 8)}${String(Number(otherDay.slice(8)) + 7).padStart(2, "0")}`;
  const weekLaterCell = page.locator(`[data-testid="month-day"][href$="date=${weekLater}"]`);
  await chosen.focus();
  await page.keyboard.press("ArrowDown");
  await expect(weekLaterCell).toBeFocused();
  await expect(tabStops).toHaveCount(1);
  await page.keyboard.press("ArrowUp");
  await expect(chosen).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(weekLaterCell).toHaveAttribute("aria-current", "true");
  await expect(weekLaterCell).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator('[data-testid="month-day"]:focus')).toHaveCount(0);

  const withContent = page.locator('[data-testid="month-day"][data-has-content="true"]');
  await expect(withContent).toHaveCount(1);
  // Named by what it shows, with the month and "today". The idea isn't a post yet: it is an item.
  const monthAndDay = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  await expect(withContent).toHaveAccessibleName(`${monthAndDay}, 1 item, today`);
  await expect(withContent).toContainText("1 item");
  await withContent.click();
  const dateLabel = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  await expect(page.getByRole("heading", { name: `Content for ${dateLabel}` })).toBeVisible();
  await expect(page.getByRole("region", { name: `Content for ${dateLabel}` }).getByText("Month item")).toBeVisible();
  await expect(withContent).toHaveAttribute("aria-current", "true");

  // "This Month" chooses today again, not a day chosen before.
  await page.locator(`[data-testid="month-day"][href$="date=${otherDay}"]`).click();
  await expect(chosen).toHaveAttribute("href", new RegExp(`date=${otherDay}$`));
  await page.getByRole("link", { name: "This Month" }).click();
  await expect(page.getByRole("heading", { name: `Content for ${dateLabel}` })).toBeVisible();
  await page.screenshot({ path: "screenshots/calendar-month.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "screenshots/calendar-month-mobile.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A day that doesn't exist opens today, instead of failing to load.
  await page.goto("/calendar?view=month&date=2026-02-31");
  await expect(page.getByRole("heading", { name: `Content for ${dateLabel}` })).toBeVisible();
});

test("planning: schedule an unscheduled idea, drag it to another day, and change its day by keyboard", async ({ page }) => {
  await signUpAndIn(page);
  // A new creator's calendar leads to the first idea, rather than praising a plan there isn't.
  await page.goto("/calendar");
  const empty = page.getByTestId("unscheduled");
  await expect(empty).toContainText("No ideas yet: your first one lands here until it has a day.");
  await empty.getByRole("link", { name: "Create your first idea" }).click();
  await expect(page).toHaveURL(/\/content\?tab=create$/);
  await expect(page.getByRole("form", { name: "Create content" }).getByLabel("Title")).toBeFocused();
  await createContent(page, "Floating idea");
  const monday = await page.evaluate(() => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7))).toISOString().slice(0, 10);
  });
  const wednesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const friday = new Date(Date.parse(`${monday}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/calendar?view=week&date=${monday}`);

  const unscheduled = page.getByTestId("unscheduled");
  await expect(unscheduled).toContainText("Unscheduled (1)");
  // A screen reader hears what the card shows, the platform once, then what a click does.
  await expect(unscheduled.getByTestId("calendar-item")).toHaveAccessibleName("TikTok Floating idea Idea");
  await expect(unscheduled.getByTestId("calendar-item")).toHaveAccessibleDescription("Change its day");
  // The picker offers the days a planned date may take: a year back to five years ahead.
  await expect(unscheduled.getByLabel('Day for "Floating idea"')).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
  await expect(unscheduled.getByLabel('Day for "Floating idea"')).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
  // Its day follows the week on screen (it kept the first load's day as the weeks went by).
  await expect(unscheduled.getByLabel('Day for "Floating idea"')).toHaveValue(monday);
  await page.getByRole("link", { name: "Next week" }).click();
  const nextMonday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(unscheduled.getByLabel('Day for "Floating idea"')).toHaveValue(nextMonday);
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(unscheduled.getByLabel('Day for "Floating idea"')).toHaveValue(monday);
  await unscheduled.getByLabel('Day for "Floating idea"').fill(monday);
  await unscheduled.getByRole("button", { name: "Schedule" }).click();
  await expect(dayColumn(page, monday).getByText("Floating idea")).toBeVisible();
  await expect(unscheduled).toContainText("Unscheduled (0)");
  // Nothing left to drag: no instruction to drag.
  await expect(unscheduled).toContainText("Every idea has a day. Nicely planned.");
  await expect(unscheduled).not.toContainText("Drag onto a day");

  await item(page, "Floating idea").dragTo(dayColumn(page, wednesday));
  await expect(dayColumn(page, wednesday).getByText("Floating idea")).toBeVisible();
  await expect(dayColumn(page, monday).getByText("Floating idea")).toHaveCount(0);

  await item(page, "Floating idea").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Floating idea" });
  await expect(dialog.getByLabel("Planned post date")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByLabel("Planned post date").fill(friday);
  await dialog.getByRole("button", { name: "Save date" }).click();
  await expect(dialog).toBeHidden();
  await expect(dayColumn(page, friday).getByText("Floating idea")).toBeVisible();
  // Focus followed the item to its new day.
  await expect(item(page, "Floating idea")).toBeFocused();

  // A date changed and then cancelled is forgotten: the dialog shows the item's real date again.
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Planned post date").fill(wednesday);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(item(page, "Floating idea")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Planned post date")).toHaveValue(friday);

  // To a day of another week: its button leaves this week, and focus goes to the arrow toward it.
  const fridayAfter = new Date(Date.parse(`${friday}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Planned post date").fill(fridayAfter);
  await dialog.getByLabel("Planned post date").press("Enter");
  await expect(dialog).toBeHidden();
  await expect(item(page, "Floating idea")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Next week" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dayColumn(page, fridayAfter).getByText("Floating idea")).toBeVisible();
});

test("a long unscheduled list shows the newest 20 with the full count; Show more keeps the view and shows the rest", async ({ page }) => {
  test.setTimeout(300_000);
  await signUpAndIn(page);
  for (let i = 1; i <= 21; i++) {
    await createContent(page, `Idea ${i}`);
    await expect(page.getByRole("tab", { name: `Active (${i})` })).toBeVisible();
  }
  await page.goto("/calendar?view=month");

  const unscheduled = page.getByTestId("unscheduled");
  await expect(unscheduled.getByRole("heading", { name: "Unscheduled (21)" })).toBeVisible();
  const rows = unscheduled.getByRole("form", { name: /^Schedule "/ });
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toHaveAccessibleName('Schedule "Idea 21"');
  await expect(unscheduled.getByRole("form", { name: 'Schedule "Idea 1"' })).toHaveCount(0);

  await unscheduled.getByRole("link", { name: "Show more unscheduled" }).click();
  await expect(page).toHaveURL(/\/calendar\?view=month&unscheduled=40$/);
  await expect(rows).toHaveCount(21);
  await expect(rows.last()).toHaveAccessibleName('Schedule "Idea 1"');
  await expect(unscheduled.getByRole("link", { name: "Show more unscheduled" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Month" })).toHaveAttribute("aria-current", "page");
});

test("Match Posted Content: choose the platform and item, add the link, and it is posted with its XP", async ({ page }) => {
  await signUpAndIn(page);
  await createContent(page, "Reel about lighting", { postDate: isoDay(), platform: "Instagram" });
  await createContent(page, "TikTok dance", { postDate: isoDay() });
  await page.goto("/calendar");

  // Opened by keyboard and closed with Escape, the dialog gives focus back to its button.
  // The page's own button; the header's gives way to it here.
  const opener = page.getByRole("button", { name: "Match Posted Content" });
  await expect(opener).toHaveCount(1);
  const dialog = page.getByRole("dialog", { name: "Match Your Posted Content" });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  const match = dialog.getByRole("button", { name: "Match", exact: true });
  await expect(match).toBeDisabled();
  await expect(dialog.getByLabel("Content item").locator("option")).toHaveText(["Choose a content item", "TikTok dance (Idea)"]);

  await dialog.getByLabel("Platform").selectOption("Instagram");
  await expect(dialog.getByLabel("Content item").locator("option")).toHaveText(["Choose a content item", "Reel about lighting (Idea)"]);
  await dialog.getByLabel("Content item").selectOption({ label: "Reel about lighting (Idea)" });
  await dialog.getByLabel("Post URL (optional)").fill("https://www.instagram.com/p/abc123/");
  // Closing with a pick and an address asks first; a second Escape keeps them.
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("alert").filter({ hasText: "Discard your changes? They aren’t saved." })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByLabel("Post URL (optional)")).toBeFocused();
  await expect(dialog.getByLabel("Post URL (optional)")).toHaveValue("https://www.instagram.com/p/abc123/");
  await expect(match).toBeEnabled();
  await match.click();

  await expect(page.getByText("Content marked as posted! +50 XP 🎉")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(dayColumn(page, isoDay()).locator('[data-step="posted"]')).toHaveText("Posted");
  // 2 × (10 idea) + 25 first idea + 50 posted + 100 first post.
  await expect(page.getByTestId("sidebar").getByText("Level 2 · 195 XP")).toBeVisible();

  await opener.click();
  await dialog.getByLabel("Platform").selectOption("Instagram");
  await expect(dialog.getByText("No unposted Instagram content.")).toBeVisible();
  await page.keyboard.press("Escape");

  // The posted item opens to its post and to its card, where its metrics are.
  await item(page, "Reel about lighting").click();
  const posted = page.getByRole("dialog", { name: "Reel about lighting" });
  // Its day as every page writes a day of this year: "Nov 28", not "November 28, 2026".
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await expect(posted).toContainText(new RegExp(`Posted ${today}(?!,)`));
  // The address as saved, in its one spelling (no trailing slash).
  await expect(posted.getByRole("link", { name: "View post" })).toHaveAttribute("href", "https://www.instagram.com/p/abc123");
  await posted.getByRole("link", { name: "Metrics and more in the Content Pipeline" }).click();
  await expect(page).toHaveURL(/\/content\?tab=posted$/);
  await expect(page.getByTestId("posted-content").filter({ hasText: "Reel about lighting" })).toBeVisible();
});

test("Back from a half-filled Match Posted Content asks first, and once agreed the dialog closes with its page or its week", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Task System" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await page.getByRole("button", { name: "Match Posted Content" }).click();
  const dialog = page.getByRole("dialog", { name: "Match Your Posted Content" });
  await dialog.getByLabel("Post URL (optional)").fill("https://www.tiktok.com/@me/video/1");
  await expectHoldsUnsaved(page);

  const questions = acceptQuestions(page);
  await page.goBack();
  await expect(page).toHaveURL("/");
  expect(questions).toEqual([LEAVE_QUESTION]);
  // What was typed is gone, as the question said: the dialog doesn't stay open over the next page.
  await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Match Posted Content" }).click();
  await expect(dialog.getByLabel("Post URL (optional)")).toHaveValue("");
  await page.keyboard.press("Escape");

  // Back to another week of the same page is leaving too.
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(/\/calendar\?.*date=/);
  await page.getByRole("button", { name: "Match Posted Content" }).click();
  await dialog.getByLabel("Post URL (optional)").fill("https://www.tiktok.com/@me/video/2");
  await expectHoldsUnsaved(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/calendar$/);
  expect(questions).toEqual([LEAVE_QUESTION, LEAVE_QUESTION]);
  await expect(dialog).toHaveCount(0);
});

test("an item whose planned day has passed reads Overdue on its card and on the calendar, until it gets a new day", async ({ page }) => {
  await signUpAndIn(page);
  const missed = isoDay(-2);
  await createContent(page, "Missed drop", { postDate: missed });
  await createContent(page, "Next drop", { postDate: isoDay(1) });
  const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await expect(activeCard(page, "Missed drop")).toContainText(`Overdue · ${shortDay(missed)}`);
  await expect(activeCard(page, "Next drop")).toContainText(`Planned ${shortDay(isoDay(1))}`);
  await expect(activeCard(page, "Next drop")).not.toContainText("Overdue");

  await page.goto(`/calendar?view=day&date=${missed}`);
  await expect(item(page, "Missed drop")).toContainText("Overdue");
  await item(page, "Missed drop").click();
  const dialog = page.getByRole("dialog", { name: "Missed drop" });
  await expect(dialog).toContainText("Its day has passed: plan the day it goes out.");
  await dialog.getByLabel("Planned post date").fill(isoDay(2));
  await dialog.getByRole("button", { name: "Save date" }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/calendar?view=day&date=${isoDay(2)}`);
  await expect(item(page, "Missed drop")).toBeVisible();
  await expect(item(page, "Missed drop")).not.toContainText("Overdue");
});
