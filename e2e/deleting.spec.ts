import type { Locator, Page } from "@playwright/test";
import { activeCard, createContent, expect, expectTouchTarget, openDetails, signUpAndIn, test } from "./fixtures";

// Deleting what was made by mistake: a content item (Active and Posted, with its XP), a deal and
// a system. Each asks first, says what it did, and leaves the rest alone.

test.use({ timezoneId: "UTC" });

const xpInSidebar = (page: Page, xp: number) => page.getByTestId("sidebar").getByText(new RegExp(`· ${xp} XP$`));

async function confirmDelete(page: Page, trigger: Locator, title: string, description: RegExp | string, confirm: string) {
  await trigger.click();
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toContainText(description);
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test("a content item made by mistake can be deleted from Active and from Posted, and its XP comes off", async ({ page }) => {
  await signUpAndIn(page);
  await createContent(page, "Keep this idea");
  await createContent(page, "Made by mistake");
  await activeCard(page, "Made by mistake").getByRole("button", { name: /^Complete / }).click();
  await expect(activeCard(page, "Made by mistake")).toHaveAttribute("data-step", "script");
  // 2 × 10 for the ideas, 25 first idea, 15 script.
  await expect(xpInSidebar(page, 60)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active (2)" })).toBeVisible();

  const mistake = activeCard(page, "Made by mistake").getByRole("button", { name: 'Delete "Made by mistake"' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "screenshots/deleting-content-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTouchTarget(mistake);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/deleting-content-mobile.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirmDelete(page, mistake, "Delete this content?", "its 25 XP comes off your total and the days you earned it, which can shorten your streak", "Delete content");
  await expect(page.getByText("Content deleted: 25 XP taken back")).toBeVisible();
  await expect(activeCard(page, "Made by mistake")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
  await expect(xpInSidebar(page, 35)).toBeVisible();

  // Gone from the Match Posted Content pick list too.
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Match Posted Content" }).click();
  const match = page.getByRole("dialog", { name: "Match Your Posted Content" });
  await expect(match.getByLabel("Content item").locator("option")).toHaveText(["Choose a content item", "Keep this idea (Idea)"]);
  await match.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/content");
  for (const step of ["script", "retention", "filming", "hashtags", "sound", "ready"]) {
    await activeCard(page, "Keep this idea").getByRole("button", { name: /^Complete / }).click();
    await expect(activeCard(page, "Keep this idea")).toHaveAttribute("data-step", step);
  }
  await activeCard(page, "Keep this idea").getByRole("button", { name: /^Complete / }).click();
  await expect(page.getByRole("tab", { name: "Posted (1)" })).toBeVisible();
  // 35 + 150 for the steps after the idea + 100 first post.
  await expect(xpInSidebar(page, 285)).toBeVisible();
  await page.getByRole("tab", { name: "Posted (1)" }).click();
  const posted = page.getByTestId("posted-content").filter({ hasText: "Keep this idea" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTouchTarget(posted.getByRole("button", { name: 'Delete "Keep this idea"' }));
  await page.screenshot({ path: "screenshots/deleting-posted-mobile.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "screenshots/deleting-posted-desktop.png" });
  await confirmDelete(page, posted.getByRole("button", { name: 'Delete "Keep this idea"' }), "Delete this content?", "its 160 XP comes off your total", "Delete content");
  await expect(page.getByText("Content deleted: 160 XP taken back")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Posted (0)" })).toBeVisible();
  await expect(page.getByText("No posts yet.")).toBeVisible();
  // The launch bonuses stay: first idea 25, first post 100.
  await expect(xpInSidebar(page, 125)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Posted (0)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
});

test("a deal and a system can be deleted after a confirm, with comfortable targets on a phone", async ({ page }) => {
  await signUpAndIn(page);
  await page.goto("/promos");
  const dealForm = page.getByRole("form", { name: "Add deal" });
  for (const [brand, rate] of [["Glow Skincare", "2500"], ["Oops Brand", "300"]]) {
    await dealForm.getByLabel("Brand name").fill(brand);
    await dealForm.getByLabel("Rate in $ (optional)").fill(rate);
    await dealForm.getByRole("button", { name: "Add Deal" }).click();
    await expect(page.getByTestId("promo-row").filter({ hasText: brand })).toBeVisible();
  }
  await page.screenshot({ path: "screenshots/deleting-promos-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  const deleteDeal = page.getByRole("button", { name: "Delete Oops Brand" });
  await expectTouchTarget(deleteDeal);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/deleting-promos-mobile.png", fullPage: true });

  await deleteDeal.click();
  await page.getByRole("alertdialog", { name: "Delete this deal?" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("promo-row")).toHaveCount(2);
  await confirmDelete(page, deleteDeal, "Delete this deal?", "Oops Brand will be removed from your deals and totals.", "Delete deal");
  await expect(page.getByText("Deal deleted")).toBeVisible();
  await expect(page.getByTestId("promo-row")).toHaveCount(1);
  await expect(page.getByTestId("promo-total").filter({ hasText: "In negotiation" })).toContainText("$2,500.00");

  await page.goto("/systems");
  const systemForm = page.getByRole("form", { name: "Add system" });
  await systemForm.getByLabel("Name").fill("Duplicate by mistake");
  await systemForm.getByRole("button", { name: "Add System" }).click();
  await expect(page.getByTestId("system-row")).toHaveCount(1);
  await page.getByLabel("Status of Duplicate by mistake").selectOption("done");
  await expect(page.getByTestId("system-row")).toContainText("Done");
  const deleteSystem = page.getByRole("button", { name: "Delete Duplicate by mistake" });
  await expectTouchTarget(deleteSystem);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/deleting-systems-mobile.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "screenshots/deleting-systems-desktop.png" });
  await confirmDelete(page, deleteSystem, "Delete this system?", "Duplicate by mistake will be removed", "Delete system");
  await expect(page.getByText("System deleted")).toBeVisible();
  await expect(page.getByText("No systems yet.")).toBeVisible();
});

test("deleting what another tab already deleted says it is gone", async ({ page, context }) => {
  await signUpAndIn(page);
  await createContent(page, "Deleted twice");
  const other = await context.newPage();
  await other.goto("/content");
  await page.getByRole("button", { name: 'Delete "Deleted twice"' }).click();
  await confirmDelete(other, other.getByRole("button", { name: 'Delete "Deleted twice"' }), "Delete this content?", "its 10 XP", "Delete content");

  await page.getByRole("alertdialog", { name: "Delete this content?" }).getByRole("button", { name: "Delete content" }).click();
  await expect(page.getByText("This content item no longer exists. It may have been deleted in another tab.")).toBeVisible();
  // The page shows what is left, without a reload.
  await expect(page.getByRole("button", { name: 'Delete "Deleted twice"' })).toHaveCount(0);
});

test("details saved for an item another tab deleted: the typing stays on its card until the toast's Refresh takes the card away", async ({ page, context }) => {
  await signUpAndIn(page);
  await createContent(page, "Gone while typed");
  const { card, form: details } = await openDetails(page, "Gone while typed");
  await details.getByLabel("Hook / script").fill("A hook worth keeping");

  const other = await context.newPage();
  await other.goto("/content");
  await confirmDelete(other, other.getByRole("button", { name: 'Delete "Gone while typed"' }), "Delete this content?", "its 10 XP", "Delete content");
  await expect(other.getByText(/^Content deleted/)).toBeVisible();

  await details.getByRole("button", { name: "Save details" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "This content item no longer exists. It may have been deleted in another tab." });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Copy what you typed if you need it, then Refresh.");
  await expect(details.getByLabel("Hook / script")).toHaveValue("A hook worth keeping");
  await toast.getByRole("button", { name: "Refresh" }).click();
  await expect(card).toHaveCount(0);
});
