import { activeCard, completeStep, createContent, expect, openDetails, signUpToContentPipeline, test, toastWith } from "./fixtures";

// A card's own forms (its details, a posted item's metrics) in two tabs: a save from the tab that
// showed the item before the other saved it is refused rather than written over the other's.

test.beforeEach(async ({ page }) => signUpToContentPipeline(page));

const CHANGED = "This content item was changed in another tab or on another device since this page showed it.";

test("a card's details saved in another tab are not written over; Refresh shows them as saved", async ({ page, context }) => {
  await createContent(page, "Studio tour");
  const other = await context.newPage();
  await other.goto("/content");
  const { form: phone } = await openDetails(other, "Studio tour");

  // The laptop writes the script.
  const { form: laptop } = await openDetails(page, "Studio tour");
  await laptop.getByLabel("Hook / script").fill("The smallest studio you have seen.");
  await laptop.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(/^Content updated/)).toBeVisible();

  // The phone, open since before, asks the AI help for hashtags, then changes the sound: its empty
  // hook would have gone over the script.
  const help = activeCard(other, "Studio tour").getByTestId("content-help");
  await help.getByRole("button", { name: "Hashtags" }).click();
  await expect(help.getByRole("button", { name: "Add #editing" })).toBeVisible();
  await phone.getByLabel("Sound").fill("Lo-fi beat");
  await phone.getByRole("button", { name: "Save details" }).click();
  const refused = toastWith(other, CHANGED);
  await expect(refused).toContainText("Copy what you typed if you need it, then Refresh.");
  await expect(phone.getByLabel("Sound")).toHaveValue("Lo-fi beat");
  await expect(phone.getByLabel("Hook / script")).toHaveValue("");

  // Refresh shows the details as saved, keeping the AI help's suggestions, and a save from there
  // goes through, a suggested tag added first included.
  await refused.getByRole("button", { name: "Refresh" }).click();
  await expect(phone.getByLabel("Hook / script")).toHaveValue("The smallest studio you have seen.");
  await expect(phone.getByLabel("Sound")).toHaveValue("");
  await expect(phone.getByText(/^Unsaved changes/)).toHaveCount(0);
  await help.getByRole("button", { name: "Add #editing" }).click();
  await expect(phone.getByLabel("Hashtags (comma-separated)")).toHaveValue("editing");
  await phone.getByLabel("Sound").fill("Lo-fi beat");
  await phone.getByRole("button", { name: "Save details" }).click();
  await expect(other.getByText(/^Content updated/)).toBeVisible();

  // Both saves are kept.
  await page.reload();
  const { form: reloaded } = await openDetails(page, "Studio tour");
  await expect(reloaded.getByLabel("Hook / script")).toHaveValue("The smallest studio you have seen.");
  await expect(reloaded.getByLabel("Sound")).toHaveValue("Lo-fi beat");
  await expect(reloaded.getByLabel("Hashtags (comma-separated)")).toHaveValue("editing");
});

test("a posted item's metrics saved in another tab are not written over; Refresh shows them as saved", async ({ page, context }) => {
  const title = "Metrics twice";
  await createContent(page, title);
  for (const step of ["script", "retention", "filming", "hashtags", "sound", "ready", "posted"]) await completeStep(page, title, step);
  await page.getByRole("tab", { name: "Posted (1)" }).click();
  const other = await context.newPage();
  await other.goto("/content?tab=posted");
  const metricsIn = (tab: typeof page) => tab.getByTestId("posted-content").filter({ hasText: title }).getByRole("form", { name: `Metrics of "${title}"` });

  await metricsIn(page).getByLabel("Views").fill("1200");
  await metricsIn(page).getByRole("button", { name: "Save metrics" }).click();
  await expect(page.getByText("Metrics saved")).toBeVisible();
  // A second save from the same card goes through: it shows what its first saved.
  await expect(page.getByText("Metrics saved")).toHaveCount(0);
  await metricsIn(page).getByLabel("Revenue ($)").fill("30");
  await metricsIn(page).getByRole("button", { name: "Save metrics" }).click();
  await expect(page.getByText("Metrics saved")).toBeVisible();

  await metricsIn(other).getByLabel("Views").fill("900");
  await metricsIn(other).getByRole("button", { name: "Save metrics" }).click();
  const refused = toastWith(other, CHANGED);
  await expect(refused).toBeVisible();
  await expect(metricsIn(other).getByLabel("Views")).toHaveValue("900");

  await refused.getByRole("button", { name: "Refresh" }).click();
  await expect(metricsIn(other).getByLabel("Views")).toHaveValue("1200");
  await expect(metricsIn(other).getByLabel("Revenue ($)")).toHaveValue("30.00");
  await metricsIn(other).getByLabel("Views").fill("1500");
  await metricsIn(other).getByRole("button", { name: "Save metrics" }).click();
  await expect(other.getByText("Metrics saved")).toBeVisible();
  await page.reload();
  await expect(metricsIn(page).getByLabel("Views")).toHaveValue("1500");
});
