import { activeCard, completeStep, createContent, expect, signUpToContentPipeline, test, toastWith } from "./fixtures";

// A posted item on the Content Pipeline: its day, its metrics, and moving it back to Active.

test.use({ timezoneId: "UTC" });

test.beforeEach(async ({ page }) => signUpToContentPipeline(page));

test("an item planned for a later day and posted today reads Posted today, not its planned day", async ({ page }) => {
  const title = "Went out early";
  const inFourDays = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  await createContent(page, title, { postDate: inFourDays });
  for (const step of ["script", "retention", "filming", "hashtags", "sound", "ready", "posted"]) await completeStep(page, title, step);
  await page.getByRole("tab", { name: "Posted (1)" }).click();
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await expect(page.getByTestId("posted-content").filter({ hasText: title })).toContainText(`Posted ${today}`);
});

test("metrics on a posted item: bad numbers are refused, good ones are shown", async ({ page }) => {
  const title = "Metrics run";
  await createContent(page, title, { platform: "TikTok" });
  for (const step of ["script", "retention", "filming", "hashtags", "sound", "ready", "posted"]) await completeStep(page, title, step);

  await page.getByRole("tab", { name: "Posted (1)" }).click();
  const posted = page.getByTestId("posted-content").filter({ hasText: title });
  await expect(posted.getByText("TikTok has no share link: share it again from the TikTok app.")).toBeVisible();
  await expect(posted.getByRole("link", { name: /Share/ })).toHaveCount(0);

  const form = posted.getByRole("form", { name: `Metrics of "${title}"` });
  await form.getByLabel("Views").fill("-5");
  await form.getByLabel("Retention (0–100)").fill("101");
  await form.getByRole("button", { name: "Save metrics" }).click();
  await expect(form.getByText("Views can't be negative")).toBeVisible();
  await expect(form.getByText("Retention score must be between 0 and 100")).toBeVisible();
  await expect(form.getByLabel("Views")).toHaveValue("-5");

  // A whole number too large is called too large, not "not a whole number".
  await form.getByLabel("Views").fill("99999999999999999999");
  await form.getByLabel("Retention (0–100)").fill("62.5");
  await form.getByRole("button", { name: "Save metrics" }).click();
  await expect(form.getByText("Views must be at most 2,000,000,000")).toBeVisible();

  // Views written as the card writes them, with thousands separators.
  await form.getByLabel("Views").fill("12,500");
  await form.getByLabel("Revenue ($)").fill("48.5");
  await form.getByRole("button", { name: "Save metrics" }).click();
  await expect(page.getByText("Metrics saved")).toBeVisible();
  await expect(posted.getByText("12,500", { exact: true })).toBeVisible();
  await expect(posted.getByText("$48.50")).toBeVisible();
  await expect(posted.getByText("62.5%")).toBeVisible();
});

test("a post matched to the wrong item moves back to Active, and then matches the right one", async ({ page }) => {
  // Planned three days on (UTC, as this file's browser): posting dates it today, moving back plans it again.
  const planned = new Date(Date.now() + 3 * 86_400_000);
  await createContent(page, "Dance take one", { postDate: planned.toISOString().slice(0, 10) });
  await completeStep(page, "Dance take one", "script");
  await createContent(page, "Dance take two");
  const dialog = page.getByRole("dialog", { name: "Match Your Posted Content" });
  const matchTo = async (title: string) => {
    await page.getByRole("button", { name: "Match Posted Content" }).first().click();
    await dialog.getByLabel("Content item").selectOption({ label: `${title} (${title.endsWith("one") ? "Script" : "Idea"})` });
    await dialog.getByLabel("Post URL (optional)").fill("https://www.tiktok.com/@me/video/77");
    await dialog.getByRole("button", { name: "Match", exact: true }).click();
    await expect(page.getByText("Content marked as posted! +50 XP 🎉").last()).toBeVisible();
  };
  // The wrong one, seen in the toast and put right at once from it: back at Script, the 50 posted
  // XP off. (Undo first: the toast leaves after a few seconds.)
  await matchTo("Dance take one");
  const matched = toastWith(page, "Content marked as posted!");
  // The first post's bonus is named beside the item, so the toast adds up to the +150 shown.
  await expect(matched).toContainText("“Dance take one” · +100 XP launch bonus");
  await matched.getByRole("button", { name: "Undo marking “Dance take one” as posted" }).click();
  await expect(toastWith(page, "Moved back to Script: 50 XP taken back")).toBeVisible();
  await expect(page.getByTestId("sidebar").getByText("Level 2 · 160 XP")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Posted (0)" })).toBeVisible();

  await matchTo("Dance take one"); // the wrong one again, noticed later
  // 10 idea + 25 first idea, 15 script, 10 second idea; then 50 posted and 100 first post (kept once).
  await expect(page.getByTestId("sidebar").getByText("Level 3 · 210 XP")).toBeVisible();

  await page.getByRole("tab", { name: "Posted (1)" }).click();
  await page.getByRole("button", { name: 'Move back to Active: "Dance take one"' }).click();
  const ask = page.getByRole("alertdialog", { name: "Move back to Active?" });
  await expect(ask).toContainText("the 50 XP for posting it comes off your total");
  await ask.getByRole("button", { name: "Move back to Active" }).click();
  // The last of two such toasts: the Undo's may still be showing.
  await expect(toastWith(page, "Moved back to Script: 50 XP taken back").last()).toBeVisible();
  await expect(page.getByRole("tab", { name: "Posted (0)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Active (2)" })).toBeVisible();
  await expect(page.getByTestId("sidebar").getByText("Level 2 · 160 XP")).toBeVisible();

  // The same post, now on the right item: its address is free again, and the first-post bonus stays once.
  await matchTo("Dance take two");
  await expect(page.getByTestId("sidebar").getByText("Level 3 · 210 XP")).toBeVisible();
  await page.getByRole("tab", { name: /^Active/ }).click();
  await expect(activeCard(page, "Dance take one")).toHaveAttribute("data-step", "script");
  await expect(activeCard(page, "Dance take one")).toContainText(`Planned ${planned.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}`);
  await expect(activeCard(page, "Dance take two")).toHaveCount(0);
});

test("an overdue item marked posted late reads its planned day, and its pencil puts the day it went out right", async ({ page }) => {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const label = (date: Date) => date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  const title = "Overdue vlog";
  await createContent(page, title, { postDate: day(3).toISOString().slice(0, 10) });
  await page.getByRole("button", { name: "Match Posted Content" }).first().click();
  const match = page.getByRole("dialog", { name: "Match Your Posted Content" });
  await match.getByLabel("Content item").selectOption({ label: `${title} (Idea)` });
  await match.getByRole("button", { name: "Match", exact: true }).click();
  await expect(toastWith(page, "Content marked as posted!")).toBeVisible();

  await page.getByRole("tab", { name: "Posted (1)" }).click();
  const posted = page.getByTestId("posted-content").filter({ hasText: title });
  await expect(posted).toContainText(`Posted ${label(day(3))}`);
  await posted.getByRole("button", { name: `Edit "${title}"` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit content" });
  // A posted item keeps the platform it went out on: no Platform field, the day instead.
  await expect(dialog.getByLabel("Platform")).toHaveCount(0);
  await expect(dialog.getByLabel("Posted on")).toHaveValue(day(3).toISOString().slice(0, 10));
  await dialog.getByLabel("Posted on").fill(day(-1).toISOString().slice(0, 10));
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("A post can't be dated after today")).toBeVisible();
  await dialog.getByLabel("Posted on").fill(day(1).toISOString().slice(0, 10));
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, "Content updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(posted).toContainText(`Posted ${label(day(1))}`);
});
