import { activeCard, completeStep, createContent, expect, expectNotUnderToast, expectTouchTarget, signUpToContentPipeline, test, toastWith } from "./fixtures";

test.use({ timezoneId: "UTC" });

test.beforeEach(async ({ page }) => signUpToContentPipeline(page));

test("creating an idea: a blank title does nothing, a real one earns the idea XP and the first-idea bonus", async ({ page }) => {
  await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
  await page.getByRole("form", { name: "Create content" }).getByRole("button", { name: "Create Content" }).click();
  await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();

  // The popup shows for 2 seconds from the save, which can pass before the helper's last wait.
  const popupShown = expect(page.getByTestId("xp-popup")).toHaveText("+35 XP", { timeout: 20_000 });
  await createContent(page, "5 editing tricks in 60 seconds");
  await popupShown;
  await expect(page.getByText("Idea added! +35 XP")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
  const item = activeCard(page, "5 editing tricks in 60 seconds");
  await expect(item).toHaveAttribute("data-step", "idea");
  // The form left with its tab: keyboard focus is on the new idea, not back at the top of the page.
  await expect(item.getByRole("heading", { name: "5 editing tricks in 60 seconds" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(item.getByRole("button", { name: /^Edit "/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(item.getByRole("button", { name: /^Delete / })).toBeFocused();
  await expect(item.getByText("Next: Script · +15 XP")).toBeVisible();
  await expect(item.getByTestId("automations").getByRole("button", { name: "Trigger post" })).toBeVisible();
  await expect(item.getByTestId("automations").getByRole("button", { name: "Send calendar invite" })).toBeVisible();
});

test("a Complete's toast leaves that card's next Complete free, low on a wide screen too", async ({ page }) => {
  for (const title of ["Clip one", "Clip two", "Clip three", "Clip four"]) await createContent(page, title);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastCard = page.getByRole("button", { name: /^Complete Idea of/ }).last();
  const title = (await lastCard.getAttribute("aria-label"))!.replace(/^Complete Idea of /, "");
  await lastCard.click();
  await expect(page.getByText("Moved to Script: +15 XP")).toBeVisible();
  await expectNotUnderToast(page, page.getByRole("button", { name: `Complete Script of ${title}` }));
  // Nor the tabs at the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNotUnderToast(page, page.getByRole("tab", { name: /^Posted/ }));
});

test("ideas in a batch: Add another on the toast brings the form back with its Title focused", async ({ page }) => {
  await createContent(page, "Batch idea one");
  await toastWith(page, "Idea added!").getByRole("button", { name: "Add another" }).click();
  await expect(page.getByRole("tab", { name: "Create Content" })).toHaveAttribute("data-state", "active");
  const form = page.getByRole("form", { name: "Create content" });
  await expect(form.getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Batch idea two");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Active (2)" })).toBeVisible();
  await expect(activeCard(page, "Batch idea two")).toHaveAttribute("data-step", "idea");
});

test("on a phone a toast's buttons are touch targets: Undo and Add another 44 px, the close button's area too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createContent(page, "Filmed on the bus");
  const added = toastWith(page, "Idea added!");
  await expectTouchTarget(added.getByRole("button", { name: "Add another" }));
  await completeStep(page, "Filmed on the bus", "script");
  const moved = toastWith(page, "Moved to Script: +15 XP");
  await moved.hover();
  await expectTouchTarget(moved.getByRole("button", { name: /^Undo/ }));
  // The close button is drawn 20 px wide; a tap 10 px beside it still lands on it.
  const close = moved.getByRole("button", { name: "Close toast" });
  const box = (await close.boundingBox())!;
  const tapped = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("[data-close-button]") !== null, [box.x + box.width + 10, box.y + box.height / 2]);
  expect(tapped).toBe(true);
});

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
  const item = activeCard(page, "Studio tour");
  await item.getByRole("button", { name: /^Hook, hashtags, sound & date/ }).click();
  const details = item.getByRole("form", { name: 'Details of "Studio tour"' });
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
  const item = activeCard(page, "Bad tags");
  await item.getByRole("button", { name: /^Hook, hashtags, sound & date/ }).click();
  const details = item.getByRole("form", { name: 'Details of "Bad tags"' });
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
  const item = activeCard(page, "Leave run");
  await item.getByRole("button", { name: /^Hook, hashtags, sound & date/ }).click();
  const hook = item.getByLabel("Hook / script");
  await hook.fill("Half a thought");
  const questions: string[] = [];
  let answer = false;
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });

  await page.getByTestId("sidebar").getByRole("link", { name: "Task System" }).click();
  await page.getByRole("tab", { name: /^Posted/ }).click();
  expect(questions).toEqual(Array(2).fill("Leave this page? What you typed and haven't saved will be lost."));
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
  const item = activeCard(page, "Case run");
  await item.getByRole("button", { name: /^Hook, hashtags, sound & date/ }).click();
  const details = item.getByRole("form", { name: 'Details of "Case run"' });
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

test("from idea to posted by Complete alone, editing the hook and hashtags on the way", async ({ page }) => {
  const title = "Studio tour";
  await createContent(page, title, { platform: "Twitter" });
  await completeStep(page, title, "script");

  const item = activeCard(page, title);
  const details = item.getByRole("form", { name: `Details of "${title}"` });
  await expect(details).toBeVisible(); // the script step opens its hook editor first
  await details.getByLabel("Hook / script").fill("You have never seen a studio this small.");
  // The first script bonus's popup shows for 2 seconds from the save: watch for it from the click.
  const scriptBonusShown = expect(page.getByTestId("xp-popup")).toHaveText("+30 XP", { timeout: 20_000 });
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Content updated")).toBeVisible();
  await scriptBonusShown;

  await completeStep(page, title, "retention");
  await expect(item.getByTestId("step-guide")).toContainText("Keep them watching");
  await completeStep(page, title, "filming");
  await completeStep(page, title, "hashtags");
  // A hashtag is one word: a tag with a space is refused, not saved to be cut up in the share link.
  await details.getByLabel("Hashtags (comma-separated)").fill("#creator, studio tour , ,tips");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("“studio tour” has a space: a hashtag is one word, so join it up or put commas between tags")).toBeVisible();
  await expect(item.getByText("creator", { exact: true })).toHaveCount(0);
  // Tags separated by their own # or by commas, each kept once whatever its case.
  await details.getByLabel("Hashtags (comma-separated)").fill("#creator #studiotour, tips, #Creator");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(item.getByText("creator", { exact: true })).toBeVisible();
  await expect(item.getByText("studiotour", { exact: true })).toBeVisible();
  await expect(item.getByText("tips", { exact: true })).toBeVisible();
  await expect(item.getByText("Creator", { exact: true })).toHaveCount(0);
  // The field then reads as saved.
  await expect(details.getByLabel("Hashtags (comma-separated)")).toHaveValue("creator, studiotour, tips");
  await completeStep(page, title, "sound");
  await details.getByLabel("Sound").fill("Lo-fi morning");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(item.getByText("Lo-fi morning", { exact: true })).toBeVisible();
  await completeStep(page, title, "ready");
  await completeStep(page, title, "posted");
  await expect(page.getByText("Posted! +150 XP 🎉")).toBeVisible(); // 50 for posting, 100 first-post bonus

  // 160 from the steps, 25 first idea, 30 first script, 100 first post.
  await expect(page.getByTestId("sidebar").getByText("Level 4 · 315 XP")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
  await page.getByRole("tab", { name: "Posted (1)" }).click();
  const posted = page.getByTestId("posted-content").filter({ hasText: title });
  const share = posted.getByRole("link", { name: "Share on Twitter" });
  const url = new URL((await share.getAttribute("href"))!);
  expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet");
  expect(url.searchParams.get("text")).toBe(title);
  expect(url.searchParams.get("hashtags")).toBe("creator,studiotour,tips");

  // Posted, its words can still change (decision D1), and the share link follows; its day stays.
  const postedDay = posted.getByText(/^Posted \w/);
  const dayBefore = await postedDay.textContent();
  await posted.getByRole("button", { name: /^Hook, hashtags & sound/ }).click();
  const postedDetails = posted.getByRole("form", { name: `Details of "${title}"` });
  await expect(postedDetails.getByLabel("Planned post date")).toHaveCount(0);
  await postedDetails.getByLabel("Hashtags (comma-separated)").fill("creator, launchday");
  await expect(postedDetails.getByText("Unsaved changes: Save details keeps them")).toBeVisible();
  await expect(page.getByText("Content updated")).toHaveCount(0); // the sound's save, earlier
  await postedDetails.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Content updated")).toBeVisible();
  await expect.poll(async () => new URL((await share.getAttribute("href"))!).searchParams.get("hashtags")).toBe("creator,launchday");
  await expect(postedDay).toHaveText(dayBefore!);
});

test("by keyboard: Enter on Complete keeps focus there step after step; posting moves it to the next card's Complete", async ({ page }) => {
  await createContent(page, "Older idea");
  await createContent(page, "Newer idea");
  const completeOf = (title: string) => activeCard(page, title).getByRole("button", { name: /^Complete / });
  await completeOf("Newer idea").focus();
  for (const step of ["script", "retention", "filming", "hashtags", "sound", "ready"]) {
    await page.keyboard.press("Enter");
    await expect(activeCard(page, "Newer idea")).toHaveAttribute("data-step", step);
    await expect(completeOf("Newer idea")).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(activeCard(page, "Newer idea")).toHaveCount(0);
  await expect(completeOf("Older idea")).toBeFocused();
});

test("by keyboard: Undo in a Complete's toast (Alt+T) gives focus back to that card's Complete", async ({ page }) => {
  await createContent(page, "Keyboard idea");
  const completeButton = activeCard(page, "Keyboard idea").getByRole("button", { name: /^Complete / });
  await completeButton.focus();
  await page.keyboard.press("Enter");
  await expect(activeCard(page, "Keyboard idea")).toHaveAttribute("data-step", "script");
  await page.keyboard.press("Alt+t");
  const undo = toastWith(page, "Moved to Script: +15 XP").getByRole("button", { name: /^Undo/ });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(toastWith(page, "Moved back to Idea: 15 XP taken back")).toBeVisible();
  await expect(activeCard(page, "Keyboard idea")).toHaveAttribute("data-step", "idea");
  await expect(completeButton).toBeFocused();
});

test("a Complete too many is undone from its toast: the item goes back a step and that step's XP comes off", async ({ page }) => {
  const title = "One tap too many";
  await createContent(page, title);
  await completeStep(page, title, "script");
  await completeStep(page, title, "retention");
  await toastWith(page, "Moved to Retention: +10 XP").getByRole("button", { name: `Undo moving “${title}” to Retention` }).click();
  await expect(toastWith(page, "Moved back to Script: 10 XP taken back")).toBeVisible();
  await expect(activeCard(page, title)).toHaveAttribute("data-step", "script");
  // Completing it again earns the step again.
  await completeStep(page, title, "retention");
  await expect(toastWith(page, "Moved to Retention: +10 XP")).toBeVisible();

  // A Complete to Posted is undone too: back to Active at Ready, the posted XP off; the first
  // post's bonus (the other 100) stays.
  for (const step of ["filming", "hashtags", "sound", "ready", "posted"]) await completeStep(page, title, step);
  await toastWith(page, "Posted! +150 XP").getByRole("button", { name: "Undo" }).click();
  await expect(toastWith(page, "Moved back to Ready: 50 XP taken back")).toBeVisible();
  await expect(activeCard(page, title)).toHaveAttribute("data-step", "ready");
  await expect(page.getByRole("tab", { name: "Posted (0)" })).toBeVisible();
});

test("social settings: the creator email is required and saved with the profile", async ({ page }) => {
  await page.getByRole("tab", { name: "Social Settings" }).click();
  const form = page.getByRole("form", { name: "Creator email" });
  await expect(form.getByLabel("Email")).toHaveValue(/@example\.com$/);
  await form.getByLabel("Email").fill("");
  await form.getByRole("button", { name: "Save email" }).click();
  await expect(form.getByText("Please enter an email")).toBeVisible();
  await form.getByLabel("Email").fill("invites@studio.example");
  await form.getByRole("button", { name: "Save email" }).click();
  await expect(page.getByText("Email saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Creator email" }).getByLabel("Email")).toHaveValue("invites@studio.example");
  await expect(page.getByTestId("webhook-panel")).toBeVisible();
});

test("a typo in a title and the wrong platform are put right from the card's pencil, keeping the item and its XP", async ({ page }) => {
  await createContent(page, "Morining routine");
  const card = activeCard(page, "Morining routine");
  await card.getByRole("button", { name: 'Edit "Morining routine"' }).click();
  const dialog = page.getByRole("dialog", { name: "Edit content" });
  await dialog.getByLabel("Title").fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Enter a title")).toBeVisible();
  await dialog.getByLabel("Title").fill("Morning routine");
  await dialog.getByLabel("Platform").selectOption("Instagram");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Content updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  const renamed = activeCard(page, "Morning routine");
  await expect(renamed.getByRole("heading", { name: "Morning routine", exact: true })).toBeVisible();
  await expect(renamed.getByTitle("Instagram")).toBeVisible();
  await expect(page.getByTestId("sidebar").getByText("Level 1 · 35 XP")).toBeVisible();
});

test("screenshots of the pipeline at desktop and phone width", async ({ page }) => {
  await createContent(page, "Morning routine for creators", { platform: "YouTube" });
  await createContent(page, "Trend: the 3-second rule", { platform: "Instagram" });
  await completeStep(page, "Trend: the 3-second rule", "script");
  await page.screenshot({ path: "screenshots/content-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "screenshots/content-mobile.png", fullPage: true });
});
