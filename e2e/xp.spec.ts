import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

// A real 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function completeNewTask(page: Page, title: string, category: string, xp: string, toast = `Task completed! +${xp} XP`) {
  await page.goto("/tasks");
  const form = page.getByRole("form", { name: "Add task" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption(category);
  await form.getByLabel("XP").fill(xp);
  await form.getByRole("button", { name: "Add Task" }).click();
  await page.getByRole("checkbox", { name: `Complete "${title}"` }).click();
  // The popup shows for two seconds, the toast for four: read in that order, a slow run still
  // sees both (the popup read after the toast was sometimes gone).
  await expect(page.getByTestId("xp-popup")).toHaveText(`+${Number(xp).toLocaleString("en-US")} XP`);
  await expect(page.getByText(toast)).toBeVisible();
}

const badge = (page: Page, name: string) => page.getByTestId("badge").filter({ hasText: name });

test("a new creator's dashboard: level 1, nothing earned, every badge locked", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/xp");
  await expect(page.getByRole("heading", { name: "XP Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("level-banner")).toContainText("Level 1");
  await expect(page.getByTestId("weekly-goal")).toContainText("0 / 500 XP");
  await expect(page.getByText("0 of 8 earned")).toBeVisible();
  await expect(page.locator('[data-testid="badge"][data-state="earned"]')).toHaveCount(0);
  await expect(badge(page, "First Steps")).toContainText("10 XP to go");
  await expect(page.getByTestId("milestone").first()).toContainText("400 XP to go");
  await expect(page.getByText("No XP yet.")).toBeVisible();
  await expect(page.getByTestId("motivation")).toContainText("Complete your first task");
});

test("XP from tasks fills the weekly goal, the breakdown and the badges; un-completing keeps badges", async ({ page }) => {
  await signUpAndIn(page);
  await completeNewTask(page, "Leg day", "Gym", "60");
  await completeNewTask(page, "Pitch a brand", "Business", "20");

  await page.goto("/xp");
  await expect(page.getByTestId("weekly-goal")).toContainText("80 / 500 XP");
  await expect(page.getByTestId("level-banner")).toContainText("80 XP in total");
  await expect(page.getByTestId("level-banner")).toContainText("1day streak");
  const breakdown = page.getByTestId("breakdown-row");
  await expect(breakdown).toHaveCount(2);
  await expect(breakdown.first()).toContainText("Tasks · Gym");
  await expect(breakdown.first()).toContainText("60 XP · 75%");
  await expect(breakdown.nth(1)).toContainText("Tasks · Business");
  await expect(badge(page, "First Steps")).toHaveAttribute("data-state", "earned");
  await expect(badge(page, "Warming Up")).toHaveAttribute("data-state", "earned");
  await expect(badge(page, "Century")).toContainText("20 XP to go");

  await page.goto("/tasks");
  await page.getByRole("checkbox", { name: 'Mark "Leg day" as not done' }).click();
  await expect(page.getByTestId("sidebar").getByText("Level 1 · 20 XP")).toBeVisible();
  await page.goto("/xp");
  await expect(badge(page, "Warming Up")).toHaveAttribute("data-state", "earned");
  await expect(page.getByTestId("breakdown-row")).toHaveCount(1);
});

test("a 1,000 XP task reads with its separator wherever its XP shows, and the breakdown gives equal XP equal shares", async ({ page }) => {
  await signUpAndIn(page);
  await completeNewTask(page, "Brand campaign", "Business", "1000", "Task completed! +1,000 XP");
  await expect(page.getByTestId("task-row").filter({ hasText: "Brand campaign" })).toContainText("+1,000 XP");
  await expect(page.getByTestId("sidebar").getByText("Level 11 · 1,000 XP")).toBeVisible();

  // 1,000, 15 and 15 XP: 97.1%, 1.46% and 1.46%. Handing the leftover point to the first of the
  // two made them add up to 100, and showed one 15 XP as 2% beside the other as 1%.
  await completeNewTask(page, "Pitch deck", "Personal", "15");
  await completeNewTask(page, "Morning run", "Gym", "15");
  await page.goto("/xp");
  const breakdown = page.getByTestId("breakdown-row");
  await expect(breakdown.filter({ hasText: "Tasks · Business" })).toContainText("1,000 XP · 97%");
  await expect(breakdown.filter({ hasText: "Tasks · Personal" })).toContainText("15 XP · 1%");
  await expect(breakdown.filter({ hasText: "Tasks · Gym" })).toContainText("15 XP · 1%");

  // On a narrow phone the header's four-digit XP line leaves the theme switch on the screen (it
  // pushed it off, and the page scrolled sideways); the page's name gives way instead.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByTestId("header-level")).toHaveText("Level 11 · 1,030 XP");
  const toggle = (await page.getByRole("button", { name: "Toggle dark mode" }).boundingBox())!;
  expect(toggle.x + toggle.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the profile: a bad file is refused, an avatar earns the 50 XP bonus once, details are saved", async ({ page }) => {
  await signUpAndIn(page);
  // The creator's name in the side menu leads to their profile.
  await page.getByTestId("sidebar").getByRole("link", { name: "Your profile: Maya Quest" }).click();
  await expect(page).toHaveURL(/\/xp#profile$/);
  await expect(page.locator("#profile input").first()).toBeFocused();
  const avatarForm = page.getByRole("form", { name: "Avatar" });

  // Not an image, or a PNG whose picture is damaged: no broken preview, the placeholder stays,
  // and Upload says why, sending nothing (the server, which reads only the first bytes, would
  // have taken the damaged one, and paid the profile bonus for it).
  for (const bad of [Buffer.from("not an image"), Buffer.concat([PNG.subarray(0, 16), Buffer.from("damaged")])]) {
    await avatarForm.getByLabel(/Avatar/).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: bad });
    await expect(avatarForm.getByRole("img")).toHaveCount(0);
    await expect(avatarForm.getByTestId("avatar-file")).toHaveText("notes.png");
    await avatarForm.getByRole("button", { name: "Upload avatar" }).click();
    await expect(avatarForm.getByText("This image can't be opened: it may be damaged. Choose another.")).toBeVisible();
  }
  await expect(page.getByTestId("sidebar").getByText("Level 1 · 0 XP")).toBeVisible();

  await avatarForm.getByLabel(/Avatar/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  // The chosen image shows before it is sent, with its name under the picker.
  await expect(avatarForm.getByAltText("Preview of your new avatar")).toBeVisible();
  await expect(avatarForm.getByTestId("avatar-file")).toHaveText("me.png");
  await expect(avatarForm.getByText("Choose another image")).toBeVisible();
  await avatarForm.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByTestId("xp-popup")).toHaveText("+50 XP");
  await expect(avatarForm.getByTestId("avatar-file")).toHaveText("Showing your avatar");
  await expect(page.getByTestId("sidebar").getByText("Level 1 · 50 XP")).toBeVisible();
  const avatar = page.getByAltText("Your avatar");
  await expect(avatar).toBeVisible();
  const response = await page.request.get((await avatar.getAttribute("src"))!);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");

  await avatarForm.getByLabel(/Avatar/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await avatarForm.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByText("Avatar updated: +50 XP launch bonus", { exact: true }).last()).toBeVisible();
  await expect(page.getByTestId("sidebar").getByText("Level 1 · 50 XP")).toBeVisible();

  const details = page.getByRole("form", { name: "Profile details" });
  await details.getByLabel("Display Name").fill("Maya the Maker");
  await details.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await details.getByLabel(/Creator email/).fill("not-an-email");
  await details.getByRole("button", { name: "Save profile" }).click();
  await expect(details.getByText("Enter a valid email address")).toBeVisible();
  await details.getByLabel(/Creator email/).fill("invites@example.com");
  await details.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(page.getByTestId("sidebar").getByText("Maya the Maker")).toBeVisible();
  await page.reload();
  await expect(details.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expect(details.getByLabel(/Creator email/)).toHaveValue("invites@example.com");
  await page.screenshot({ path: "screenshots/xp-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "screenshots/xp-mobile.png", fullPage: true });

  // Removed after asking: the placeholder again, and the profile XP stays.
  await avatarForm.getByRole("button", { name: "Remove avatar" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove your avatar?" });
  await dialog.getByRole("button", { name: "Remove avatar" }).click();
  await expect(page.getByText("Avatar removed")).toBeVisible();
  await expect(avatarForm.getByRole("img")).toHaveCount(0);
  await expect(avatarForm.getByTestId("avatar-file")).toHaveText("No image chosen");
  await expect(avatarForm.getByRole("button", { name: "Remove avatar" })).toHaveCount(0);
  await expect(page.getByTestId("level-banner")).toContainText("50 XP in total");
});

test("signed out, the avatar route answers 401", async ({ request }) => {
  const response = await request.get("/api/profile/avatar");
  expect(response.status()).toBe(401);
});

/**
 * A zone whose calendar day is not UTC's (the server's and this browser's) now: Pago Pago (UTC-11)
 * before 10:00 UTC, Kiritimati (UTC+14) from then on; its own midnight is an hour or more away.
 * Chosen as the test starts, not as the file loads: a run that loaded it at 23:58 UTC chose
 * Kiritimati, whose day was UTC's again by the time the test ran. No zone's day differs from UTC's
 * on both sides of UTC's midnight, so a test that would start in its last two minutes waits for it.
 */
async function zoneOffUtcDay(page: Page): Promise<string> {
  const now = new Date();
  const toUtcMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
  if (toUtcMidnight < 120_000) {
    test.setTimeout(test.info().timeout + toUtcMidnight);
    await page.waitForTimeout(toUtcMidnight + 1_000);
  }
  return new Date().getUTCHours() < 10 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
}

test.describe("a creator whose time zone's day is not the server's", () => {
  test.use({ timezoneId: "UTC" });

  test("a badge says the day it was earned, and a library item the day it was added, in the profile's time zone", async ({ page }) => {
    await signUpAndIn(page);
    const zone = await zoneOffUtcDay(page);
    // The profile's zone is the creator's (decision D4), whatever the server's or the browser's.
    await page.goto("/xp");
    const details = page.getByRole("form", { name: "Profile details" });
    await details.getByLabel("Time zone").selectOption(zone);
    await details.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    const creatorsDay = new Intl.DateTimeFormat("en-US", { timeZone: zone, month: "short", day: "numeric" }).format(new Date());
    const utcDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }).format(new Date());
    expect(creatorsDay).not.toBe(utcDay);

    await completeNewTask(page, "First upload", "Business", "10");
    await page.goto("/xp");
    await expect(badge(page, "First Steps")).toHaveAttribute("data-state", "earned");
    await expect(badge(page, "First Steps")).toContainText(`Earned ${creatorsDay}`);

    await page.goto("/library");
    await page.getByRole("button", { name: "Add Item" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    await dialog.getByLabel("Title").fill("Hook ideas");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByTestId("library-item")).toContainText(creatorsDay);
    await expect(page.getByTestId("library-item")).not.toContainText(utcDay);
  });
});
