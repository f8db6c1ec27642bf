import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

test.use({ timezoneId: "UTC" });

const sidebarXp = (page: Page) => page.getByTestId("sidebar").getByText(/^Level \d+ · \d+ XP$/);
const stat = (page: Page, label: string) => page.getByTestId("health-stat").filter({ has: page.getByText(label, { exact: true }) });
const total = (page: Page, label: string) => page.getByTestId("finance-total").filter({ has: page.getByText(label, { exact: true }) });

test("Health: log a day, save it twice and earn 15 XP once; bad input keeps what was typed", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("link", { name: "Health Tracker" }).click();
  await expect(page.getByRole("heading", { name: "Health Tracker", level: 1 })).toBeVisible();
  await expect(page.getByText("No logs yet.")).toBeVisible();
  await expect(stat(page, "Latest weight")).toContainText("no weigh-in yet");
  const form = page.getByRole("form", { name: "Health log" });
  await page.getByRole("button", { name: "Log today" }).click();
  await expect(form.getByLabel("Weight (optional)")).toBeFocused();

  await expect(form.getByLabel("Workout type")).toHaveCount(0);
  await form.getByLabel("Workout completed").click();
  await expect(form.getByLabel("Workout type")).toBeVisible();
  await form.getByLabel("Workout type").fill("Run");
  await form.getByLabel("Weight (optional)").fill("abc");
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(form.getByText("Weight must be a number like 72.5")).toBeVisible();
  await expect(form.getByLabel("Workout type")).toHaveValue("Run");
  await form.getByLabel("Weight (optional)").fill("5000");
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(form.getByText("Weight must be under 1,000, with at most two decimals")).toBeVisible();

  await form.getByLabel("Weight (optional)").fill("72.5");
  await form.getByLabel("Mood").selectOption("good");
  await form.getByLabel("Sleep quality").selectOption("fair");
  await form.getByLabel("Fasting hours (optional)").fill("16");
  await form.getByRole("button", { name: "Save log" }).click();
  // The popup shows for 2 seconds, the toast for longer: look for the popup first.
  await expect(page.getByTestId("xp-popup")).toHaveText("+15 XP");
  await expect(page.getByText("Health log saved! +15 XP")).toBeVisible();
  await expect(sidebarXp(page)).toHaveText("Level 1 · 15 XP");

  await form.getByLabel("Weight (optional)").fill("72.1");
  await form.getByRole("button", { name: "Save log" }).click();
  await expect(page.getByText("Health log saved", { exact: true })).toBeVisible();
  await expect(sidebarXp(page)).toHaveText("Level 1 · 15 XP");

  await expect(page.getByTestId("health-log")).toHaveCount(1);
  await expect(page.getByTestId("health-log").first()).toContainText("Weight 72.1 kg");
  await expect(page.getByTestId("health-log").first()).toContainText("Run");
  await expect(stat(page, "Workouts")).toContainText("1/7");
  await expect(stat(page, "Average mood")).toContainText("Good");
  await expect(stat(page, "Average sleep")).toContainText("Fair");
  await expect(stat(page, "Latest weight")).toContainText("72.1 kg");
  await expect(page.getByTestId("workouts-chart")).toBeVisible();
  await expect(page.getByTestId("weight-chart")).toContainText("1 weigh-in in kg, last 12 weeks");

  await page.goto("/");
  await expect(page.getByTestId("stat-card").filter({ hasText: "Workouts" })).toContainText("1/7");
  await page.goto("/health");
  await expect(page.getByTestId("health-log")).toBeVisible();
  await page.screenshot({ path: "screenshots/health-desktop.png", fullPage: true });

  // A day logged by mistake can go, with its XP and its workout.
  const today = new Date().toISOString().slice(0, 10);
  const [, month, day] = today.split("-");
  const label = `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(month) - 1]} ${Number(day)}`;
  await page.getByRole("button", { name: `Delete the log of ${label}` }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete this health log?" })).toContainText("its 15 XP comes off your total");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete log" }).click();
  await expect(page.getByText("Health log deleted: 15 XP taken back")).toBeVisible();
  await expect(page.getByText("No logs yet.")).toBeVisible();
  await expect(stat(page, "Workouts")).toContainText("0/7");
  await expect(sidebarXp(page)).toHaveText("Level 1 · 0 XP");
});

test("Finance: add income and expenses, refuse bad amounts, see totals and chart change, export CSV", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("link", { name: "Finance Tracker" }).click();
  await expect(page.getByRole("heading", { name: "Finance Tracker", level: 1 })).toBeVisible();
  await expect(total(page, "Net")).toContainText("$0.00");
  // No entries: the chart says how to start it, with no empty axes.
  await expect(page.getByTestId("finance-chart")).toContainText("Add an entry to start the chart.");
  await expect(page.getByTestId("finance-chart").locator(".recharts-wrapper")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Add entry" });
  await page.getByRole("button", { name: "Add your first entry" }).click();
  await expect(form.getByLabel("Amount ($)")).toBeFocused();

  // Nothing filled in: each required field says what it needs, and nothing is added.
  await form.getByRole("button", { name: "Add Entry" }).click();
  await expect(form.getByText("Enter the amount")).toBeVisible();
  await expect(form.getByText("Enter a category")).toBeVisible();
  await expect(form.getByLabel("Amount ($)")).toBeFocused();
  await expect(page.getByTestId("finance-entry")).toHaveCount(0);

  await form.getByLabel("Category").fill("Sponsorship");
  await form.getByLabel("Amount ($)").fill("-50");
  await form.getByRole("button", { name: "Add Entry" }).click();
  await expect(form.getByText("The amount can't be negative")).toBeVisible();
  await expect(form.getByLabel("Category")).toHaveValue("Sponsorship");

  // Without a category nothing is added, and the amount, fixed now, no longer shows its error.
  await form.getByLabel("Amount ($)").fill("1500");
  await form.getByLabel("Category").fill("");
  await form.getByRole("button", { name: "Add Entry" }).click();
  await expect(form.getByLabel("Amount ($)")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByText("Enter a category")).toBeVisible();
  await expect(page.getByTestId("finance-entry")).toHaveCount(0);

  // A comma out of its thousands place is refused, not read as another number ("1,2,3" isn't $123).
  await form.getByLabel("Category").fill("Sponsorship");
  await form.getByLabel("Amount ($)").fill("1,2,3");
  await form.getByRole("button", { name: "Add Entry" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("The amount must be a number like 1500 or 1,500.50, with commas only between thousands")).toBeVisible();
  // By keyboard, focus goes to the field in the wrong, not back to the button.
  await expect(form.getByLabel("Amount ($)")).toBeFocused();
  await expect(page.getByTestId("finance-entry")).toHaveCount(0);

  await form.getByLabel("Amount ($)").fill("1,250.10");
  await form.getByRole("button", { name: "Add Entry" }).click();
  await expect(page.getByText("Entry added")).toBeVisible();
  // Ready for the next entry: the cursor is back in the form's first field.
  await expect(form.getByLabel("Type")).toBeFocused();
  await form.getByLabel("Type").selectOption("expense");
  await form.getByLabel("Category").fill("Gear, \"pro\" mic");
  await form.getByLabel("Amount ($)").fill("199.99");
  await form.getByRole("button", { name: "Add Entry" }).click();
  await expect(page.getByTestId("finance-entry")).toHaveCount(2);
  // The next receipt is likely another expense: the type stays, the rest is cleared.
  await expect(form.getByLabel("Type")).toHaveValue("expense");
  await expect(form.getByLabel("Category")).toHaveValue("");
  await expect(form.getByLabel("Amount ($)")).toHaveValue("");

  await expect(total(page, "Income")).toContainText("$1,250.10");
  await expect(total(page, "Expenses")).toContainText("$199.99");
  await expect(total(page, "Net")).toContainText("$1,050.11");
  // The list writes a loss with the same minus sign as the totals do ("-$", not "−$").
  await expect(page.getByTestId("finance-entry").filter({ hasText: "Gear" })).toContainText("-$199.99");
  await expect(page.getByTestId("finance-entry").filter({ hasText: "Sponsorship" })).toContainText("+$1,250.10");
  await expect(page.getByTestId("finance-chart").locator("table")).toContainText("$1,250.10");
  await expect(page.getByTestId("finance-chart").locator(".recharts-wrapper")).toBeVisible();
  await expect(page.getByTestId("finance-chart")).toContainText("Last 12 months");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("creator-quest-finances.csv");
  const csv = await (await download).path().then((path) => import("node:fs").then((fs) => fs.readFileSync(path, "utf8")));
  expect(csv.split("\r\n")[0]).toBe("date,type,category,amount,description");
  expect(csv).toContain(',income,Sponsorship,1250.10,');
  expect(csv).toContain(',expense,"Gear, ""pro"" mic",199.99,');

  await page.getByRole("button", { name: /^Delete Gear/ }).click();
  await page.getByRole("alertdialog", { name: "Delete this entry?" }).getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByTestId("finance-entry")).toHaveCount(1);
  await expect(total(page, "Net")).toContainText("$1,250.10");
  // Focus moved on from the deleted row's button to the remaining row's.
  const deleteSponsorship = page.getByRole("button", { name: /^Delete Sponsorship/ });
  await expect(deleteSponsorship).toBeFocused();
  await page.screenshot({ path: "screenshots/finance-desktop.png", fullPage: true });

  // Deleting the last entry by keyboard leaves focus on the empty list's button.
  await page.keyboard.press("Enter");
  await page.getByRole("alertdialog", { name: "Delete this entry?" }).getByRole("button", { name: "Delete entry" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("finance-entry")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add your first entry" })).toBeFocused();
});

test("Finance: the newest 20 transactions, then the older ones a page further, each one deletable", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/finance");
  const form = page.getByRole("form", { name: "Add entry" });
  for (let day = 1; day <= 21; day++) {
    await form.getByLabel("Category").fill(`Day ${day}`);
    await form.getByLabel("Amount ($)").fill("1");
    await form.getByLabel("Date", { exact: true }).fill(`2026-10-${String(day).padStart(2, "0")}`);
    await form.getByRole("button", { name: "Add Entry" }).click();
    await expect(page.getByTestId("finance-entry").first()).toContainText(`Day ${day}`);
  }
  await expect(page.getByTestId("finance-entry")).toHaveCount(20);
  await page.getByRole("link", { name: "Show older transactions" }).click();
  await expect(page).toHaveURL(/\/finance\?show=40$/);
  await expect(page.getByTestId("finance-entry")).toHaveCount(21);
  await expect(page.getByTestId("finance-entry").last()).toContainText("Day 1");
  await expect(page.getByRole("link", { name: "Show older transactions" })).toHaveCount(0);
  // A typo fixed in place: the entry moves to its new date and amount.
  await page.getByRole("button", { name: "Edit Day 2 on Oct 2" }).click();
  const edit = page.getByRole("dialog", { name: "Edit entry" });
  await edit.getByLabel("Amount ($)").fill("1,2,3");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("commas only between thousands")).toBeVisible();
  await edit.getByLabel("Amount ($)").fill("12.50");
  await edit.getByLabel("Date", { exact: true }).fill("2026-10-25");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Entry updated")).toBeVisible();
  await expect(page.getByTestId("finance-entry").first()).toContainText("Day 2");
  await expect(page.getByTestId("finance-entry").first()).toContainText("+$12.50");

  await page.getByRole("button", { name: "Delete Day 1 on Oct 1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByText("Entry deleted")).toBeVisible();
  await expect(page.getByTestId("finance-entry")).toHaveCount(20);
});

test("Finance: the chart's axis labels a billion-dollar month in full view, in billions, like \"$1.4B\"", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/finance");
  const form = page.getByRole("form", { name: "Add entry" });
  await form.getByLabel("Category").fill("Exit");
  await form.getByLabel("Amount ($)").fill("1,250,000,000");
  await form.getByRole("button", { name: "Add Entry" }).click();
  await expect(page.getByTestId("finance-entry")).toHaveCount(1);

  const chart = page.getByTestId("finance-chart").locator(".recharts-wrapper");
  // The money axis's labels (the month axis's read "Nov 26").
  const ticks = chart.locator(".recharts-cartesian-axis-tick-value").filter({ hasText: /^\$/ });
  await expect(ticks.first()).toBeVisible();
  await expect(ticks.filter({ hasText: /^\$[\d.]+B$/ }).first()).toBeVisible();
  // Each label starts inside the chart: none is cut off at its left edge.
  const chartLeft = (await chart.boundingBox())!.x;
  for (const tick of await ticks.all()) {
    await expect(tick).toHaveText(/^\$[\d.]+[KMB]?$/);
    expect((await tick.boundingBox())!.x).toBeGreaterThanOrEqual(chartLeft);
  }
  await page.screenshot({ path: "screenshots/finance-large-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "screenshots/finance-large-390.png", fullPage: true });
});
