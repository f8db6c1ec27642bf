import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

const assistantMessages = (page: Page) => page.getByTestId("chat-message").and(page.locator('[data-role="assistant"]'));

test("the assistant streams its reply piece by piece, knows the creator's numbers, and keeps the conversation across pages", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const panel = page.getByTestId("chat-panel");
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(Math.round(box!.width)).toBe(384);
  expect(Math.round(box!.height)).toBe(600);

  const send = panel.getByRole("button", { name: "Send" });
  await panel.getByLabel("Message", { exact: true }).fill("   ");
  await expect(send).toBeDisabled();

  await panel.getByLabel("Message", { exact: true }).fill("What should I work on today?");
  await panel.getByLabel("Message", { exact: true }).press("Enter");
  await expect(panel.getByTestId("chat-message").first()).toHaveText("What should I work on today?");

  // The reply grows while it streams: seen partly written before it is complete.
  const reply = assistantMessages(page).first();
  await expect(reply).toContainText("Here is your plan");
  const partial = (await reply.textContent()) ?? "";
  expect(partial).not.toContain("this week");
  await expect(reply).toContainText("Level 1, 0 XP in total, 0 of 500 XP this week");
  await expect(panel.getByLabel("Message", { exact: true })).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(page.getByTestId("chat-message")).toHaveCount(2);
});

test("a failed reply is removed and the server's message shown", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const panel = page.getByTestId("chat-panel");
  await panel.getByLabel("Message", { exact: true }).fill("Please fail [429]");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Rate limit exceeded. Please try again later.")).toBeVisible();
  await expect(panel.getByTestId("chat-message")).toHaveCount(1);
  await expect(assistantMessages(page)).toHaveCount(0);
});

test("on a phone the assistant fills the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const box = await page.getByTestId("chat-panel").boundingBox();
  expect(Math.round(box!.width)).toBe(390);
  await page.screenshot({ path: "screenshots/assistant-mobile.png" });
});
