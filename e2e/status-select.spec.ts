import { expect, signUpAndIn, test } from "./fixtures";

// A status stepped through with the keys is held, and saved where the keys stop
// (components/saving-select.tsx). promos-systems.spec shows the arrows making one save after a
// second's rest; here the page's clock is paused, so that rest never comes and each save seen
// is Enter's or leaving the select's own.
test("a system's status stepped with the keys: Escape puts the saved one back, Enter and leaving the select each save it at once", async ({ page }) => {
  await signUpAndIn(page);
  await page.clock.install();
  await page.goto("/systems");
  const form = page.getByRole("form", { name: "Add system" });
  await page.getByRole("button", { name: "Add your first system" }).click();
  await form.getByLabel("Name").fill("Weekly batch filming");
  await form.getByRole("button", { name: "Add System" }).click();
  const row = page.getByTestId("system-row");
  await expect(row).toContainText("Planned");

  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) saves.push(request.url());
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  const status = page.getByLabel("Status of Weekly batch filming");
  await status.focus();

  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveValue("in_progress");
  await page.keyboard.press("Escape");
  await expect(status).toHaveValue("planned");
  await expect(status).toBeFocused();
  expect(saves).toHaveLength(0);

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect.poll(() => saves.length).toBe(1);
  await expect(row).toContainText("In progress");

  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveValue("done");
  expect(saves).toHaveLength(1);
  await page.keyboard.press("Tab");
  await expect.poll(() => saves.length).toBe(2);
  await expect(row).toContainText("Done");

  await page.clock.resume();
  await page.reload();
  await expect(page.getByLabel("Status of Weekly batch filming")).toHaveValue("done");
  expect(saves).toHaveLength(2);
});
