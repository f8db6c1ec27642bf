import { expect, expectNotUnderToast, expectTouchTarget, test } from "./fixtures";
import { addItem, cards, openLibrary } from "./library-fixtures";

test.beforeEach(async ({ page }) => openLibrary(page));

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
  // Shared from 1:30 (YouTube's Share → Start at): the link and the player start there.
  await video.getByLabel("YouTube address").fill("https://youtu.be/dQw4w9WgXcQ?si=x1&t=90");
  await video.getByLabel("Tags (comma-separated)").fill("editing");
  await video.getByRole("button", { name: "Add Item" }).click();
  await expect(video).toBeHidden();
  await expect(page.getByRole("button", { name: 'Play "Color grading basics"' })).toBeVisible();
  await expect(page.locator('img[src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Open on YouTube: “Color grading basics”" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s");
  await page.getByRole("button", { name: 'Play "Color grading basics"' }).click();
  await expect(page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90"]')).toHaveCount(1);

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
  await page.getByRole("alertdialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete item" }).click();
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
