import { expect, signUpAndIn, test } from "./fixtures";

test("the manifest is linked and valid, with 192 and 512 px icons", async ({ page, request }) => {
  await page.goto("/install");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "Creator Quest", start_url: "/", display: "standalone" });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(["/tasks", "/content?tab=create"]);
});

test("/install shows the manual instructions when the browser offers no prompt", async ({ page }) => {
  // Headless Chromium may offer a prompt; hide it from the page to see the fallback.
  await page.addInitScript(() => window.addEventListener("beforeinstallprompt", (event) => event.stopImmediatePropagation(), true));
  await page.goto("/install");
  await expect(page.getByRole("heading", { name: "Install App", level: 1 })).toBeVisible();
  const state = page.getByTestId("install-state");
  await expect(state).toContainText("iPhone or iPad");
  await expect(state).toContainText("Add to Home Screen");
  await expect(state).toContainText("Android");
  await expect(state).toContainText("Desktop");
  await expect(page.getByText("Home screen icon")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "screenshots/install-mobile.png", fullPage: true });
});

test("'Install App Now' uses the browser's prompt, offered on the page first opened, and then says 'App Installed!'", async ({ page }) => {
  // The browser offers once per page load, soon after it: here on the Command Center, which the
  // sign-in reached without a page load, so the root layout has been listening since /auth.
  await signUpAndIn(page);
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    event.prompt = async () => {};
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Install App" }).click();
  await expect(page.getByRole("heading", { name: "Install App", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Install App Now" }).click();
  await expect(page.getByText("App Installed!")).toBeVisible();
});

test("/install stays in the app's shell for a creator who is signed in, and stands alone for a visitor", async ({ page }) => {
  await page.goto("/install");
  await expect(page.getByRole("heading", { name: "Install App", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the app" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  await signUpAndIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Install App" }).click();
  await expect(page).toHaveURL(/\/install$/);
  await expect(page.getByRole("heading", { name: "Install App", level: 1 })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Install App" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Open the app" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
});
