import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

const assistantMessages = (page: Page) => page.getByTestId("chat-message").and(page.locator('[data-role="assistant"]'));

test("the assistant streams its reply piece by piece, knows the creator's numbers, and keeps the conversation across pages and reloads", async ({ page }) => {
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

  // Every text the reply shows on its way, recorded in the page: a busy machine can be slower to
  // look than the stream is to finish, but the page saw each step.
  await page.evaluate(() => {
    const texts: string[] = [];
    Object.assign(window, { replyTexts: texts });
    new MutationObserver(() => {
      const reply = document.querySelector('[data-testid="chat-message"][data-role="assistant"]');
      if (reply?.textContent) texts.push(reply.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await panel.getByLabel("Message", { exact: true }).fill("What should I work on today?");
  await panel.getByLabel("Message", { exact: true }).press("Enter");
  await expect(panel.getByTestId("chat-message").first()).toHaveText("What should I work on today?");

  // The reply grows while it streams: seen partly written before it is complete.
  const reply = assistantMessages(page).first();
  await expect(reply).toContainText("Level 1, 0 XP in total, 0 of 500 XP this week");
  const texts = await page.evaluate(() => (window as unknown as { replyTexts: string[] }).replyTexts);
  expect(texts.some((text) => text.includes("Here is your plan") && !text.includes("this week"))).toBe(true);
  await expect(panel.getByLabel("Message", { exact: true })).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(page.getByTestId("chat-message")).toHaveCount(2);

  // Kept on the server: after a reload (as on another device) the conversation is still there.
  await page.reload();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(panel.getByTestId("chat-message")).toHaveText(["What should I work on today?", /Level 1, 0 XP in total, 0 of 500 XP this week/]);
});

test("clearing the conversation asks first, then it is gone for good", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const panel = page.getByTestId("chat-panel");
  await panel.getByRole("button", { name: "What should I work on today?" }).click();
  await expect(assistantMessages(page)).toContainText("this week");

  await panel.getByRole("button", { name: "Clear the conversation" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Clear this conversation?" });
  await expect(confirm).toContainText("Every message with the assistant goes, on this device and every other. This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByTestId("chat-message")).toHaveCount(2);

  await panel.getByRole("button", { name: "Clear the conversation" }).click();
  await confirm.getByRole("button", { name: "Clear conversation" }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByTestId("chat-message")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "What should I work on today?" })).toBeVisible();
  // Clear is disabled now, so the cursor goes to the message box, ready for a new conversation.
  await expect(panel.getByLabel("Message", { exact: true })).toBeFocused();

  await page.reload();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(panel.getByRole("button", { name: "What should I work on today?" })).toBeVisible();
  await expect(panel.getByTestId("chat-message")).toHaveCount(0);
});

test("a reply cut off part way is marked so and the question is back in the box; a clear on another device shows at the next reply", async ({ page, browser }) => {
  await signUpAndIn(page);
  const panel = page.getByTestId("chat-panel");
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await panel.getByLabel("Message", { exact: true }).fill("Plan my Friday [cut]");
  await panel.getByLabel("Message", { exact: true }).press("Enter");
  await expect(page.getByText("AI request failed. Please try again.")).toBeVisible();
  await expect(assistantMessages(page)).toContainText("This reply was cut off before it finished.");
  await expect(panel.getByLabel("Message", { exact: true })).toHaveValue("Plan my Friday [cut]");
  await expect(panel.getByRole("article", { name: "You" })).toHaveText("Plan my Friday [cut]");

  // The same creator on another device clears the conversation; this open panel shows it at its next reply.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto("/");
  await otherPage.getByRole("button", { name: "Open the assistant" }).click();
  await expect(otherPage.getByTestId("chat-message")).toHaveCount(2);
  await expect(otherPage.getByTestId("chat-message").nth(1)).toContainText("This reply was cut off before it finished.");
  await otherPage.getByRole("button", { name: "Clear the conversation" }).click();
  await otherPage.getByRole("button", { name: "Clear conversation" }).click();
  await expect(otherPage.getByTestId("chat-message")).toHaveCount(0);
  await other.close();

  await panel.getByLabel("Message", { exact: true }).fill("A fresh start");
  await panel.getByLabel("Message", { exact: true }).press("Enter");
  await expect(panel.getByTestId("chat-message")).toHaveCount(2);
  await expect(panel.getByTestId("chat-message").first()).toHaveText("A fresh start");
});

test("a conversation that can't be loaded says so and can be loaded again", async ({ page }) => {
  await signUpAndIn(page);
  const panel = page.getByTestId("chat-panel");
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await panel.getByRole("button", { name: "What should I work on today?" }).click();
  await expect(assistantMessages(page)).toContainText("this week");

  await page.reload();
  await page.route("**/api/ai/chat", (route) => (route.request().method() === "GET" ? route.abort("internetdisconnected") : route.fallback()));
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(panel.getByRole("alert")).toHaveText(/Your earlier conversation couldn't be loaded\. Check your connection and try again/);
  await page.unroute("**/api/ai/chat");
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel.getByTestId("chat-message")).toHaveCount(2);
});

test("a message sent after the session ended elsewhere stays in its box while the password is asked for again, then goes", async ({ page }) => {
  const creator = await signUpAndIn(page);
  const panel = page.getByTestId("chat-panel");
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await panel.getByLabel("Message", { exact: true }).fill("Plan my week");
  await page.context().clearCookies();
  await panel.getByLabel("Message", { exact: true }).press("Enter");

  const again = page.getByRole("dialog", { name: "Your session ended" });
  await expect(again).toBeVisible();
  await again.getByLabel("Password").fill(creator.password);
  await again.getByRole("button", { name: "Sign In" }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL("/");
  await expect(panel.getByLabel("Message", { exact: true })).toHaveValue("Plan my week");
  await panel.getByLabel("Message", { exact: true }).press("Enter");
  await expect(panel.getByTestId("chat-message")).toHaveCount(2);
});

test("opening the assistant puts the cursor in the message box; a message keeps its line breaks", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const panel = page.getByTestId("chat-panel");
  const message = panel.getByLabel("Message", { exact: true });
  await expect(message).toBeFocused();
  await page.keyboard.type("First line");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("Second line");
  await page.keyboard.press("Enter");
  const mine = panel.getByTestId("chat-message").first();
  await expect(mine).toHaveAttribute("data-role", "user");
  // What the creator sees: two lines, not "First line Second line".
  expect(await mine.evaluate((bubble) => (bubble as HTMLElement).innerText)).toBe("First line\nSecond line");
});

test("a failed reply is removed, the server's message shown, and the message is back in the box to send again", async ({ page }) => {
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const panel = page.getByTestId("chat-panel");
  await panel.getByLabel("Message", { exact: true }).fill("Please fail [429]");
  await panel.getByRole("button", { name: "Send" }).click();
  const toast = page.locator("[data-sonner-toast]", { hasText: "Rate limit exceeded. Please try again later." });
  await expect(toast).toBeVisible();
  // Beside the panel, not over its message box (1280 px wide).
  const [toastBox, panelBox] = [await toast.boundingBox(), await panel.boundingBox()];
  expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(panelBox!.x);
  await expect(panel.getByLabel("Message", { exact: true })).toHaveValue("Please fail [429]");
  await expect(panel.getByTestId("chat-message")).toHaveCount(0);
  await expect(assistantMessages(page)).toHaveCount(0);

  // Nothing of it was kept: after a reload the conversation is still empty.
  await page.reload();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(panel.getByRole("button", { name: "What should I work on today?" })).toBeVisible();
  await expect(panel.getByTestId("chat-message")).toHaveCount(0);
});

test("on a phone the assistant fills the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndIn(page);
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const box = await page.getByTestId("chat-panel").boundingBox();
  expect(Math.round(box!.width)).toBe(390);
  await page.screenshot({ path: "screenshots/assistant-mobile.png" });
});

test("on a phone the assistant's button steps below the screen while the page scrolls down, and is back at a scroll up", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndIn(page);
  const button = page.getByRole("button", { name: "Open the assistant" });
  await expect(button).toBeInViewport();
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 300);
  await expect(button).not.toBeInViewport();
  await page.mouse.wheel(0, -100);
  await expect(button).toBeInViewport();
  // Reached by keyboard while away, it comes back to be seen.
  await page.mouse.wheel(0, 200);
  await expect(button).not.toBeInViewport();
  await button.focus();
  await expect(button).toBeInViewport();
  // At the page's end it is back too, clear of the last rows' ends: nothing lies below to read on to.
  await button.blur();
  await page.mouse.wheel(0, 200);
  await expect(button).not.toBeInViewport();
  await page.mouse.wheel(0, 100_000);
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  await expect(button).toBeInViewport();

  // Beside the side menu's gutter (from 768 px) it stays where it is.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(700, 400); // over the page, not the side menu
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => window.scrollY > 0);
  await expect(button).toBeInViewport();
});

test("Stop gives up on a reply: before it starts the question is back in the box and kept nowhere; part way, the reply stays, marked cut off", async ({ page }) => {
  await signUpAndIn(page);
  const panel = page.getByTestId("chat-panel");
  const box = panel.getByLabel("Message", { exact: true });
  await page.getByRole("button", { name: "Open the assistant" }).click();

  // An AI server that never answers: Stop is there at once, where Send was.
  await box.fill("Are you there? [hang]");
  await panel.getByRole("button", { name: "Send" }).click();
  const stop = panel.getByRole("button", { name: "Stop the reply" });
  await expect(stop).toBeFocused();
  await stop.click();
  await expect(box).toHaveValue("Are you there? [hang]");
  await expect(box).toBeFocused();
  await expect(panel.getByTestId("chat-message")).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Send" })).toBeEnabled();
  await page.reload();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(panel.getByRole("button", { name: "What should I work on today?" })).toBeVisible();

  // A reply on its way (the server holds back its second half) stops where it is, kept as far as it came.
  await box.fill("Plan my Friday [stall]");
  await box.press("Enter");
  await expect(assistantMessages(page)).toContainText("Here is your plan");
  await panel.getByRole("button", { name: "Stop the reply" }).click();
  await expect(assistantMessages(page)).toContainText("This reply was cut off before it finished.");
  // The question has the answer it was let have: it isn't put back in the box.
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await page.reload();
  await page.getByRole("button", { name: "Open the assistant" }).click();
  await expect(panel.getByTestId("chat-message")).toHaveCount(2);
  await expect(assistantMessages(page)).toContainText("This reply was cut off before it finished.");
});

test("a message past 4,000 characters stays whole in the box, counted, and can't be sent until shortened", async ({ page }) => {
  await signUpAndIn(page);
  const panel = page.getByTestId("chat-panel");
  const box = panel.getByLabel("Message", { exact: true });
  await page.getByRole("button", { name: "Open the assistant" }).click();
  const script = `${"A line of my script. ".repeat(240)}THE END`; // 5,047 characters
  await box.fill(script);
  await expect(box).toHaveValue(script);
  await expect(panel.getByText("5,047 characters: the assistant reads up to 4,000. Shorten it to send.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  await box.press("Enter");
  await expect(panel.getByTestId("chat-message")).toHaveCount(0);

  await box.fill(script.slice(0, 3988));
  await expect(panel.getByText("3,988 of 4,000 characters")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send" })).toBeEnabled();
});
