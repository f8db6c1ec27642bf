import type { Page } from "@playwright/test";
import { expect, signUpAndIn } from "./fixtures";

// What the Library's tests share: a signed-in creator on the Library, with YouTube answered
// locally, and an Add Item that fills the dialog.

// A real 1×1 PNG, served in place of YouTube's thumbnail: the tests never reach the internet.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** Signs a new creator up and opens the Library; YouTube's thumbnails and player are served locally. */
export async function openLibrary(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ contentType: "image/png", body: PNG }));
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  await signUpAndIn(page);
  await page.getByRole("link", { name: "Library" }).click();
  await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
}

export async function addItem(page: Page, item: { type?: "Note" | "Video"; title: string; content?: string; notes?: string; tags?: string }) {
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

export const cards = (page: Page) => page.getByTestId("library-item");
