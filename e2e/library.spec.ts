import type { Page } from "@playwright/test";
import { expect, expectNotUnderToast, expectTouchTarget, signUpAndIn, test } from "./fixtures";

async function addItem(page: Page, item: { type?: "Note" | "Video"; title: string; content?: string; notes?: string; tags?: string }) {
  await page.getByRole("button", { name: "Add Item" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  if (item.type) await dialog.getByLabel("Type").selectOption({ label: item.type });
  await dialog.getByLabel("Title").fill(item.title);
  if (item.content) await dialog.getByLabel(item.type === "Video" ? "YouTube address" : "Content").fill(item.content);
  if (item.notes) await dialog.getByLabel("Notes").fill(item.notes);
  if (item.tags) await dialog.getByLabel("Tags (comma-separated)").fill(item.tags);
  await dialog.getByRole("button", { name: "Add Item" }).click();
  return dialog;
}

const cards = (page: Page) => page.getByTestId("library-item");

// A real 1×1 PNG, served in place of YouTube's thumbnail: the tests never reach the internet.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test.beforeEach(async ({ page }) => {
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ contentType: "image/png", body: PNG }));
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  await signUpAndIn(page);
  await page.getByRole("link", { name: "Library" }).click();
  await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
});

test("notes and videos: add, refuse a non-YouTube video, tabs, search, edit and delete", async ({ page }) => {
  await expect(page.getByText("Nothing here yet.").first()).toBeVisible();

  const dialog = await addItem(page, {
    title: "Lighting cheat sheet",
    content: "Key light at 45 degrees",
    notes: "Diagram: https://docs.google.com/document/d/1AbC/edit?usp=sharing.",
    tags: " studio, lighting ,, ",
  });
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  // The next Add Item is not under the toast that says this one was added.
  await expectNotUnderToast(page, page.getByRole("button", { name: "Add Item" }).first());
  // A pasted address is a link out, in a new tab; the sentence's full stop stays text.
  const diagram = cards(page).first().getByRole("link", { name: "https://docs.google.com/document/d/1AbC/edit?usp=sharing" });
  await expect(diagram).toHaveAttribute("href", "https://docs.google.com/document/d/1AbC/edit?usp=sharing");
  await expect(diagram).toHaveAttribute("target", "_blank");
  await expect(cards(page).first()).toContainText("Diagram: https://docs.google.com/document/d/1AbC/edit?usp=sharing.");
  await expect(cards(page).first().getByText("studio", { exact: true })).toBeVisible();
  await expect(cards(page).first().getByText("lighting", { exact: true })).toBeVisible();

  const video = await addItem(page, { type: "Video", title: "Color grading basics", content: "https://vimeo.com/123" });
  await expect(video.getByText("Enter a YouTube address, like https://www.youtube.com/watch?v=…")).toBeVisible();
  await expect(video.getByLabel("Title")).toHaveValue("Color grading basics");
  await video.getByLabel("YouTube address").fill("https://youtu.be/dQw4w9WgXcQ");
  await video.getByLabel("Tags (comma-separated)").fill("editing");
  await video.getByRole("button", { name: "Add Item" }).click();
  await expect(video).toBeHidden();
  await expect(page.getByRole("button", { name: 'Play "Color grading basics"' })).toBeVisible();
  await expect(page.locator('img[src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Open on YouTube: “Color grading basics”" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: 'Play "Color grading basics"' }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);

  await expect(page.getByRole("tab", { name: "All (2)" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Videos (1)" }).click();
  await expect(page).toHaveURL(/\/library\?type=video$/);
  await expect(page.getByRole("tabpanel").getByTestId("library-item")).toHaveCount(1);
  await expect(page.getByRole("tabpanel")).toContainText("Color grading basics");
  await page.getByRole("tab", { name: "Notes (1)" }).click();
  await expect(page).toHaveURL(/\/library\?type=note$/);
  await expect(page.getByRole("tabpanel").getByTestId("library-item")).toHaveCount(1);
  await expect(page.getByRole("tabpanel").getByText("Lighting cheat sheet")).toBeVisible();

  // A search keeps the open tab; the counts become the matches of each type.
  await page.getByLabel("Search the library").fill("grading");
  await expect(page).toHaveURL(/\/library\?type=note&q=grading$/);
  await expect(page.getByRole("tab", { name: "All (1)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Notes (0)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Nothing matches “grading”.")).toBeVisible();
  await page.getByRole("tab", { name: "Videos (1)" }).click();
  await expect(page).toHaveURL(/\/library\?type=video&q=grading$/);
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Search the library").fill("");
  await page.getByRole("tab", { name: "All (2)" }).click();
  await expect(page).toHaveURL(/\/library$/);

  await page.getByLabel("Search the library").fill("editing");
  await expect(page).toHaveURL(/q=editing/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Color grading basics");
  // A word inside a pasted address finds its item, not only the address typed whole.
  await page.getByLabel("Search the library").fill("google");
  await expect(page).toHaveURL(/q=google/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Lighting cheat sheet");
  await page.getByLabel("Search the library").fill("degrees");
  await expect(cards(page).first()).toContainText("Lighting cheat sheet");
  await page.getByLabel("Search the library").fill("zzz-nothing");
  await expect(page.getByText("Nothing matches “zzz-nothing”.").first()).toBeVisible();
  await page.getByLabel("Search the library").fill("");
  await expect(cards(page)).toHaveCount(2);
  // Only emoji: nothing is found (the whole library used to show, as if unsearched); Clear search.
  await page.getByLabel("Search the library").fill("🎬");
  await expect(page.getByText("Nothing matches “🎬”.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByLabel("Search the library")).toBeFocused();
  await expect(page.getByLabel("Search the library")).toHaveValue("");
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole("button", { name: 'Edit "Lighting cheat sheet"' }).click();
  const edit = page.getByRole("dialog", { name: "Edit item" });
  await edit.getByLabel("Title").fill("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Enter a title")).toBeVisible();
  await edit.getByLabel("Title").fill("Three-point lighting");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(cards(page).filter({ hasText: "Three-point lighting" })).toHaveCount(1);

  await page.getByRole("button", { name: 'Delete "Three-point lighting"' }).click();
  await page.getByRole("dialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete item" }).click();
  await expect(cards(page)).toHaveCount(1);
  await page.screenshot({ path: "screenshots/library-desktop.png" });
});

test("a long note shows six lines, and Show more opens the rest; a short note has no button", async ({ page }) => {
  const lines = Array.from({ length: 10 }, (_, index) => `Hook ${index + 1}: open on the payoff`).join("\n");
  await expect(await addItem(page, { title: "Hook ideas", content: lines })).toBeHidden();
  await expect(await addItem(page, { title: "Short one", content: "Just one line" })).toBeHidden();
  await expect(cards(page)).toHaveCount(2);

  await expect(cards(page).filter({ hasText: "Short one" }).getByRole("button", { name: /Show more/ })).toHaveCount(0);
  const long = cards(page).filter({ hasText: "Hook ideas" });
  const text = long.getByText("Hook 1: open on the payoff");
  const isCut = () => text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
  expect(await isCut()).toBe(true);
  const more = long.getByRole("button", { name: "Show more of “Hook ideas”" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  const less = long.getByRole("button", { name: "Show less of “Hook ideas”" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await expect(less).toBeFocused();
  expect(await isCut()).toBe(false);
  await less.press("Enter");
  await expect(more).toBeVisible();
  expect(await isCut()).toBe(true);
});

test("Add Item opens as the open tab's type, and switching the type keeps what was typed", async ({ page }) => {
  await page.getByRole("tab", { name: "Videos (0)" }).click();
  await expect(page).toHaveURL(/\/library\?type=video$/);
  await page.getByRole("button", { name: "Add Item" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  await expect(dialog.getByLabel("Type")).toHaveValue("video");
  // Typed without https://, as addresses often are.
  await dialog.getByLabel("YouTube address").fill("youtube.com/watch?v=dQw4w9WgXcQ");
  await dialog.getByLabel("Type").selectOption("note");
  await expect(dialog.getByLabel("Content")).toHaveValue("youtube.com/watch?v=dQw4w9WgXcQ");
  await dialog.getByLabel("Type").selectOption("video");
  await expect(dialog.getByLabel("YouTube address")).toHaveValue("youtube.com/watch?v=dQw4w9WgXcQ");
  await dialog.getByLabel("Title").fill("Pacing reference");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: /Play/ })).toBeVisible();
});

test("an item added where the list wouldn't show it (a search it doesn't match, the other type's tab) is shown: the search clears", async ({ page }) => {
  await addItem(page, { title: "Hook formulas", content: "Open with a question." });
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Search the library").fill("hook");
  await expect(page).toHaveURL(/q=hook/);
  await addItem(page, { title: "Zebra stripes lighting", content: "Key light through blinds." });
  // The first add's toast may still be showing beside this one's.
  await expect(page.getByText("Item added to your library").last()).toBeVisible();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByLabel("Search the library")).toHaveValue("");
  await expect(cards(page).filter({ hasText: "Zebra stripes lighting" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "All (2)" })).toBeVisible();

  // A note added from the Videos tab opens the Notes tab, where it is.
  await page.getByRole("tab", { name: "Videos (0)" }).click();
  await expect(page).toHaveURL(/type=video/);
  await addItem(page, { type: "Note", title: "B-roll checklist", content: "Hands, desk, window." });
  await expect(page).toHaveURL(/\/library\?type=note$/);
  await expect(page.getByRole("tab", { name: "Notes (3)", selected: true })).toBeVisible();
  await expect(cards(page).filter({ hasText: "B-roll checklist" })).toBeVisible();
});

test("a video whose thumbnail can't load shows the plain preview, on a fresh load of the page too", async ({ page }) => {
  await page.unroute("https://i.ytimg.com/**");
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
  await addItem(page, { type: "Video", title: "Pacing reference", content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
  const preview = page.getByRole("button", { name: 'Play "Pacing reference"' });
  await expect(preview).toBeVisible();
  await expect(preview.locator("img")).toHaveCount(0);
  // Served by the server, the thumbnail fails before the page is hydrated.
  await page.reload();
  await expect(preview).toBeVisible();
  await expect(preview.locator("img")).toHaveCount(0);
  // On a phone the link under it is a whole touch target.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTouchTarget(page.getByRole("link", { name: "Open on YouTube: “Pacing reference”" }));
});

test("closing Add Item with text typed asks first: Keep editing keeps it, Discard empties it; unchanged, it just closes", async ({ page }) => {
  const opener = page.getByRole("button", { name: "Add Item" }).first();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  const question = dialog.getByRole("alert").filter({ hasText: "Discard your changes? They aren’t saved." });

  // Nothing typed: Escape closes at once.
  await opener.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await opener.click();
  await dialog.getByLabel("Title").fill("Lighting notes");
  const content = dialog.getByLabel("Content");
  await content.fill("Key light at 45 degrees, fill at half power, a hair light behind.");
  await page.keyboard.press("Escape");
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toBeHidden();
  await expect(content).toBeFocused();
  await expect(content).toHaveValue("Key light at 45 degrees, fill at half power, a hair light behind.");

  // A stray click beside the dialog asks too; a second Escape answers "keep editing".
  await page.mouse.click(5, 400);
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel("Title")).toHaveValue("Lighting notes");

  // Cancel asks as well: kept, the first field has focus; discarded, the next Add Item starts empty.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Type")).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  await expect(question).toBeHidden();

  // Saved, it closes without asking; Escape while the save runs neither asks nor closes it.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route("**/library", async (route) => {
    if (route.request().headers()["next-action"]) await saveHeld;
    await route.continue();
  });
  await dialog.getByLabel("Title").fill("Lighting notes");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(dialog.getByRole("button", { name: "Saving..." })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  releaseSave();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await page.unrouteAll();
});

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
  await page.getByRole("dialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete item" }).click();
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
