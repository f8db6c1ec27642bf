import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

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

  const dialog = await addItem(page, { title: "Lighting cheat sheet", content: "Key light at 45 degrees", tags: " studio, lighting ,, " });
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
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
  await page.getByRole("button", { name: 'Play "Color grading basics"' }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);

  await expect(page.getByRole("tab", { name: "All (2)" })).toBeVisible();
  await page.getByRole("tab", { name: "Videos (1)" }).click();
  await expect(page.getByRole("tabpanel").getByTestId("library-item")).toHaveCount(1);
  await page.getByRole("tab", { name: "Notes (1)" }).click();
  await expect(page.getByRole("tabpanel").getByText("Lighting cheat sheet")).toBeVisible();
  await page.getByRole("tab", { name: "All (2)" }).click();

  await page.getByLabel("Search the library").fill("edit");
  await expect(page).toHaveURL(/q=edit/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Color grading basics");
  await page.getByLabel("Search the library").fill("degrees");
  await expect(cards(page).first()).toContainText("Lighting cheat sheet");
  await page.getByLabel("Search the library").fill("zzz-nothing");
  await expect(page.getByText("Nothing matches “zzz-nothing”.").first()).toBeVisible();
  await page.getByLabel("Search the library").fill("");
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole("button", { name: 'Edit "Lighting cheat sheet"' }).click();
  const edit = page.getByRole("dialog", { name: "Edit item" });
  await edit.getByLabel("Title").fill("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Title is required")).toBeVisible();
  await edit.getByLabel("Title").fill("Three-point lighting");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(cards(page).filter({ hasText: "Three-point lighting" })).toHaveCount(1);

  await page.getByRole("button", { name: 'Delete "Three-point lighting"' }).click();
  await page.getByRole("dialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete item" }).click();
  await expect(cards(page)).toHaveCount(1);
  await page.screenshot({ path: "screenshots/library-desktop.png" });
});
