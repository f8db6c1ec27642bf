import { activeCard, completeStep, createContent, expect, expectNotUnderToast, expectTouchTarget, signUpToContentPipeline, test, toastWith } from "./fixtures";

test.use({ timezoneId: "UTC" });

test.beforeEach(async ({ page }) => signUpToContentPipeline(page));

test("creating an idea: a blank title is asked for and creates nothing, a real one earns the idea XP and the first-idea bonus", async ({ page }) => {
  await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
  await page.getByRole("form", { name: "Create content" }).getByRole("button", { name: "Create Content" }).click();
  await expect(page.getByRole("form", { name: "Create content" }).getByText("Enter a title")).toBeVisible();
  await expect(page.getByRole("form", { name: "Create content" }).getByLabel("Title")).toBeFocused();
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
