import { expect, test } from "./fixtures";
import { addItem, cards, openLibrary } from "./library-fixtures";

// A library longer than a page, and an edit that another tab saved first.

test.beforeEach(async ({ page }) => openLibrary(page));

test("a long library shows 20 cards a tab with true counts; Show more, by keyboard, shows the rest", async ({ page }) => {
  test.setTimeout(300_000);
  await addItem(page, { type: "Video", title: "Studio tour", content: "https://youtu.be/dQw4w9WgXcQ" });
  for (let i = 1; i <= 21; i++) {
    await addItem(page, { title: `Note ${i}`, tags: "batch" });
    await expect(cards(page).first()).toContainText(`Note ${i}`);
  }
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole("tab", { name: "All (22)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Notes (21)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Videos (1)" })).toBeVisible();
  await expect(page.getByText("Studio tour")).toHaveCount(0);

  const more = page.getByRole("link", { name: "Show more items" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/library\?show=40$/);
  await expect(cards(page)).toHaveCount(22);
  await expect(cards(page).last()).toContainText("Studio tour");
  await expect(more).toHaveCount(0);

  // The tabs follow the arrow keys, each reading its own first page.
  await page.getByRole("tab", { name: "All (22)" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/library\?type=note$/);
  await expect(page.getByRole("tab", { name: "Notes (21)" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText("Note 21");
  await more.click();
  await expect(page).toHaveURL(/\/library\?type=note&show=40$/);
  await expect(cards(page)).toHaveCount(21);
  await expect(cards(page).last()).toContainText("Note 1");

  // A search starts again at one page, in the same tab; a deletion updates the counts.
  await page.getByLabel("Search the library").fill("batch");
  await expect(page).toHaveURL(/\/library\?type=note&q=batch$/);
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole("tab", { name: "All (21)" })).toBeVisible();
  await page.getByRole("button", { name: 'Delete "Note 21"' }).click();
  await page.getByRole("alertdialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete item" }).click();
  await expect(page.getByRole("tab", { name: "Notes (20)" })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(more).toHaveCount(0);

  await page.goto("/library");
  await expect(page.getByRole("tab", { name: "All (21)" })).toHaveAttribute("aria-selected", "true");
  await page.screenshot({ path: "screenshots/library-long-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(more).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/library-long-mobile.png", fullPage: true });
});

test("an edit from a tab that showed the item before another tab saved it is refused, keeps the typing, and the item shows as saved once closed", async ({ page, context }) => {
  await addItem(page, { title: "Hook ideas", notes: "Open on the result" });
  await expect(cards(page)).toHaveCount(1);
  const other = await context.newPage();
  await other.goto("/library");
  await other.getByRole("button", { name: 'Edit "Hook ideas"' }).click();
  const stale = other.getByRole("dialog", { name: "Edit item" });
  await stale.getByLabel("Notes").fill("Typed on the laptop");

  // Meanwhile this tab saves a new title.
  await page.getByRole("button", { name: 'Edit "Hook ideas"' }).click();
  const edit = page.getByRole("dialog", { name: "Edit item" });
  await edit.getByLabel("Title").fill("Hooks that work");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Item updated")).toBeVisible();

  // The other tab's save would have put the old title back: it is refused, and the typing stays.
  await stale.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByText("Error updating item")).toBeVisible();
  await expect(other.getByText(/This item was changed in another tab or on another device since this dialog opened\./)).toBeVisible();
  await expect(stale.getByLabel("Notes")).toHaveValue("Typed on the laptop");
  await expect(stale.getByLabel("Title")).toHaveValue("Hook ideas");
  // Closed (the typing discarded), the page shows the item as saved, and an edit from there saves.
  await stale.getByRole("button", { name: "Cancel" }).click();
  await stale.getByRole("alert").getByRole("button", { name: "Discard" }).click();
  await expect(cards(other).filter({ hasText: "Hooks that work" })).toHaveCount(1);
  await other.getByRole("button", { name: 'Edit "Hooks that work"' }).click();
  await stale.getByLabel("Notes").fill("Typed on the laptop");
  await stale.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByText("Item updated")).toBeVisible();
  await page.reload();
  await expect(cards(page).filter({ hasText: "Typed on the laptop" }).filter({ hasText: "Hooks that work" })).toHaveCount(1);
});
