import type { Page } from "@playwright/test";
import { activeCard, completeStep, createContent, expect, expectHoldsUnsaved, LEAVE_QUESTION, openDetails, signUpToContentPipeline, test } from "./fixtures";

// A card's "Hook, hashtags, sound & date" panel: its AI help, its saves, and Complete with typing
// in it that is not saved yet.

test.use({ timezoneId: "UTC" });

test.beforeEach(async ({ page }) => signUpToContentPipeline(page));

test("AI help on an Active card: ideas to pick from and hashtags added in one click", async ({ page }) => {
  await createContent(page, "Studio tour");
  const item = activeCard(page, "Studio tour");
  // The details form and the AI help open on demand; the toggle says whether they are open.
  const toggle = item.getByRole("button", { name: /^Hook, hashtags, sound & date/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(item.getByTestId("content-help")).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(item.getByRole("form", { name: 'Details of "Studio tour"' })).toBeVisible();
  const help = item.getByTestId("content-help");
  // By keyboard: focus stays on the button asked with, disabled while the AI thinks.
  await help.getByRole("button", { name: "Ideas" }).focus();
  await page.keyboard.press("Enter");
  await expect(help.getByRole("list", { name: "Suggested ideas" }).getByRole("listitem")).toHaveText([
    "A day-in-the-life edit",
    "Three myths about your niche",
    "Before and after transformation",
  ]);
  await expect(help.getByRole("button", { name: "Ideas" })).toBeFocused();
  // Retention tips are about the hook on the screen, saved or not.
  await item.getByLabel("Hook / script").fill("Nobody films in a closet this small");
  await help.getByRole("button", { name: "Retention tips" }).click();
  await expect(help.getByRole("listitem").last()).toHaveText("Say “Nobody films in a closet this small” within the first second");
  await help.getByRole("button", { name: "Hashtags" }).click();
  await help.getByRole("button", { name: "Add #editing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("#editing added")).toBeVisible();
  await expect(item.getByText("editing", { exact: true })).toBeVisible();
  await expect(help.getByRole("button", { name: "Add #editing" })).toBeDisabled();
  // Focus moves on to the next tag still to add.
  await expect(help.getByRole("button", { name: "Add #fyp" })).toBeFocused();
});

test("a hashtag added from the AI help is in the Hashtags field, so the next Save details keeps it", async ({ page }) => {
  await createContent(page, "Studio tour");
  const { card: item, form: details } = await openDetails(page, "Studio tour");
  const hashtags = details.getByLabel("Hashtags (comma-separated)");
  await hashtags.fill("vlog,  studio, vlog");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(item.getByText("studio", { exact: true })).toBeVisible();
  // The field shows the tags as saved, and nothing unsaved is held: typing undone leaves no hint.
  await expect(hashtags).toHaveValue("vlog, studio");
  const hook = details.getByLabel("Hook / script");
  const unsavedHint = details.getByText(/^Unsaved changes/);
  await hook.fill("Not yet");
  await expect(unsavedHint).toBeVisible();
  await hook.fill("");
  await expect(unsavedHint).toHaveCount(0);

  const help = item.getByTestId("content-help");
  await help.getByRole("button", { name: "Hashtags" }).click();
  await help.getByRole("button", { name: "Add #editing" }).click();
  await expect(page.getByText("#editing added")).toBeVisible();
  await expect(hashtags).toHaveValue("vlog, studio, editing");
  // The tag is saved already: still nothing unsaved.
  await hook.fill("Not yet");
  await hook.fill("");
  await expect(unsavedHint).toHaveCount(0);

  // Then a hook, saved with the rest of the form: the tag added in between stays.
  await hook.fill("The smallest studio you have seen.");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("sidebar").getByText("Level 1 · 65 XP")).toBeVisible(); // 35 for the idea, 30 first-script bonus
  await page.reload();
  for (const tag of ["vlog", "studio", "editing"]) await expect(activeCard(page, "Studio tour").getByText(tag, { exact: true })).toBeVisible();
});

test("Complete saves the details typed but not saved, and closing the panel keeps them", async ({ page }) => {
  await createContent(page, "Trend remix");
  const item = activeCard(page, "Trend remix");
  const toggle = item.getByRole("button", { name: /^Hook, hashtags, sound & date/ });
  await toggle.click();
  const details = item.getByRole("form", { name: 'Details of "Trend remix"' });
  await details.getByLabel("Hook / script").fill("Wait for the drop.");
  await details.getByLabel("Hashtags (comma-separated)").fill("remix, dance");
  await expect(details.getByText("Unsaved changes: Save details or Complete keeps them")).toBeVisible();
  // Closed and opened again, the panel still holds the typing.
  await toggle.click();
  await toggle.click();
  await expect(details.getByLabel("Hook / script")).toHaveValue("Wait for the drop.");

  await completeStep(page, "Trend remix", "script");
  await expect(page.getByText("Moved to Script: +15 XP")).toBeVisible();
  await expect(details.getByText(/^Unsaved changes/)).toHaveCount(0);
  await page.reload();
  const saved = activeCard(page, "Trend remix").getByRole("form", { name: 'Details of "Trend remix"' });
  await expect(saved.getByLabel("Hook / script")).toHaveValue("Wait for the drop.");
  for (const tag of ["remix", "dance"]) await expect(activeCard(page, "Trend remix").getByText(tag, { exact: true })).toBeVisible();
});

test("Complete with unsaved details that are refused: nothing advances, the error shows once, under its field", async ({ page }) => {
  await createContent(page, "Bad tags");
  const { card: item, form: details } = await openDetails(page, "Bad tags");
  await details.getByLabel("Hashtags (comma-separated)").fill("two words");
  let saves = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) saves += 1;
  });
  await item.getByRole("button", { name: /^Complete / }).click();
  const refusal = "“two words” has a space: a hashtag is one word, so join it up or put commas between tags";
  await expect(details.getByText(refusal)).toBeVisible();
  await expect(item).toHaveAttribute("data-step", "idea");
  await expect(details.getByText("Unsaved changes: Save details or Complete keeps them")).toBeVisible();
  expect(saves).toBe(1); // the save, once: no second save to show the error, and no Complete
});

test("leaving with unsaved details asks first, by the side menu and by another tab; no keeps the typing", async ({ page }) => {
  await createContent(page, "Leave run");
  const { card: item } = await openDetails(page, "Leave run");
  const hook = item.getByLabel("Hook / script");
  await hook.fill("Half a thought");
  await expectHoldsUnsaved(page);
  const questions: string[] = [];
  let answer = false;
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });

  await page.getByTestId("sidebar").getByRole("link", { name: "Task System" }).click();
  await page.getByRole("tab", { name: /^Posted/ }).click();
  expect(questions).toEqual(Array(2).fill(LEAVE_QUESTION));
  await expect(page).toHaveURL(/\/content/);
  await expect(page.getByRole("tab", { name: /^Active/ })).toHaveAttribute("aria-selected", "true");
  await expect(hook).toHaveValue("Half a thought");

  answer = true;
  await page.getByRole("tab", { name: /^Posted/ }).click();
  await expect(page).toHaveURL(/tab=posted/);
  // Nothing unsaved is held any more: the side menu goes without asking.
  await page.getByTestId("sidebar").getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
  expect(questions).toHaveLength(3);
});

test("a suggested hashtag saved already in another case shows as there, not to be added again", async ({ page }) => {
  await createContent(page, "Case run");
  const { card: item, form: details } = await openDetails(page, "Case run");
  await details.getByLabel("Hashtags (comma-separated)").fill("FYP, Editing");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(item.getByText("FYP", { exact: true })).toBeVisible();
  const help = item.getByTestId("content-help");
  await help.getByRole("button", { name: "Hashtags" }).click();
  await expect(help.getByRole("button", { name: "Add #creatortips" })).toBeEnabled();
  await expect(help.getByRole("button", { name: "Add #fyp" })).toBeDisabled();
  await expect(help.getByRole("button", { name: "Add #editing" })).toBeDisabled();
});

test("after a reload, a card at a step whose work is in the details panel shows the panel open (D1)", async ({ page }) => {
  const title = "Reload run";
  await createContent(page, title);
  const toggle = activeCard(page, title).getByRole("button", { name: /^Hook, hashtags, sound & date/ });
  const steps = [["script", true], ["retention", true], ["filming", false], ["hashtags", true], ["sound", true], ["ready", false]] as const;
  for (const [step, open] of steps) {
    await completeStep(page, title, step);
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-expanded", String(open));
  }
});

test.describe("a suggested tag on its way", () => {
  // The tag's save is held back a second, as on a slow network. A save of the details sent
  // meanwhile would reach the server after it, compared with the hashtags as they were before it.
  async function holdTagOnItsWay(page: Page) {
    await createContent(page, "Desk setup");
    const { card, form } = await openDetails(page, "Desk setup");
    const help = card.getByTestId("content-help");
    await help.getByRole("button", { name: "Hashtags" }).click();
    await expect(help.getByRole("button", { name: "Add #editing" })).toBeVisible();
    await form.getByLabel("Sound").fill("Lo-fi beat");
    await page.route(
      (url) => url.pathname === "/content",
      async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    );
    await help.getByRole("button", { name: "Add #editing" }).click();
    return { card, form };
  }

  async function expectSavedWithTag(page: Page) {
    await expect(page.getByText(/changed in another tab/)).toHaveCount(0);
    await page.reload();
    const { card } = await openDetails(page, "Desk setup");
    await expect(card.getByLabel("Sound")).toHaveValue("Lo-fi beat");
    await expect(card.getByLabel("Hashtags (comma-separated)")).toHaveValue("editing");
  }

  test("Save details waits for it, then saves beside it", async ({ page }) => {
    const { form } = await holdTagOnItsWay(page);
    await expect(form.getByRole("button", { name: "Save details" })).toBeDisabled();
    await expect(page.getByText("#editing added")).toBeVisible();
    await expect(form.getByLabel("Hashtags (comma-separated)")).toHaveValue("editing");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText(/^Content updated/)).toBeVisible();
    await expectSavedWithTag(page);
  });

  test("Complete waits for it, then saves the typing beside it and moves on", async ({ page }) => {
    const { card } = await holdTagOnItsWay(page);
    await card.getByRole("button", { name: 'Complete Idea of "Desk setup"' }).click();
    await expect(page.getByText("Moved to Script: +15 XP")).toBeVisible();
    await expect(page.getByText("#editing added")).toBeVisible();
    await expectSavedWithTag(page);
  });
});
