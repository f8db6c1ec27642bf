import type { Page } from "@playwright/test";
import { MENU_ENTRIES, expect, signUpAndIn, test } from "./fixtures";

/**
 * Presses Ctrl+B until the menu is `wanted`, for a page that may show before React listens for
 * the shortcut. It presses only while the menu isn't there yet, so a late press can't toggle it back.
 */
async function pressCtrlBUntil(page: Page, wanted: "expanded" | "collapsed") {
  const sidebar = page.getByTestId("sidebar");
  await expect(async () => {
    if ((await sidebar.getAttribute("data-state")) !== wanted) await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", wanted, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.describe("the app shell on a desktop", () => {
  test("the menu lists the eleven entries in order, then Sign Out", async ({ page }) => {
    await signUpAndIn(page);
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(menu).toHaveText(MENU_ENTRIES);
    await expect(menu.first()).toHaveAttribute("aria-current", "page");
    await expect(menu.nth(1)).toHaveAttribute("href", "/tasks");
    await expect(page.getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();
  });

  test("no page is fetched ahead on sight; the menu fetches one once the pointer is over its entry", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
    });
    await signUpAndIn(page);
    const menu = page.getByRole("navigation", { name: "Main" });
    // Neither the menu nor the Command Center's shortcuts, nor the calendar's toolbar. The
    // pointer is moved away first: left over a link, it would count as intent.
    await page.mouse.move(0, 0);
    for (const path of ["/", "/calendar"]) {
      prefetched.length = 0;
      await page.goto(path);
      await expect(menu.getByRole("link", { name: "Library" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(prefetched, path).toEqual([]);
    }

    await menu.getByRole("link", { name: "Library" }).hover();
    await expect.poll(() => prefetched).toContain("/library");
    // The page switches straight to its content: no loading skeleton in between (a loading
    // boundary held the content back by most of a second after it had arrived).
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('main [aria-busy="true"], main [data-slot="skeleton"]')) document.documentElement.dataset.skeletonSeen = "true";
      }).observe(document.body, { childList: true, subtree: true });
    });
    await menu.getByRole("link", { name: "Library" }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Library" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("html")).not.toHaveAttribute("data-skeleton-seen");
  });

  test("the header shows the level avatar, the XP bar of a new creator and the daylight panel", async ({ page }) => {
    const creator = await signUpAndIn(page);
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByText("Creator Quest")).toBeVisible();
    await expect(sidebar.getByText(creator.displayName)).toBeVisible();
    await expect(sidebar.getByText("Level 1 · 0 XP")).toBeVisible();
    await expect(sidebar.getByText("0 / 100 XP")).toBeVisible();
    await expect(sidebar.getByTestId("level-avatar")).toHaveAttribute("data-tier", "common");
    const daylight = sidebar.getByTestId("daylight-panel");
    await expect(daylight.getByText("Daylight")).toBeVisible();
    await expect(daylight.getByText("Efficiency")).toBeVisible();
  });

  test("Ctrl+B collapses the menu to icons and the choice survives a reload", async ({ page }) => {
    await signUpAndIn(page);
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(page.getByRole("button", { name: "Toggle sidebar", expanded: true })).toBeVisible();

    // Signing in ends on a client-side navigation: the shortcut's listener is added in an effect
    // after the page shows.
    await pressCtrlBUntil(page, "collapsed");
    await expect(sidebar.getByText("Task System")).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "Task System" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle sidebar", expanded: false })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const sevenDays = 7 * 24 * 60 * 60;
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 60);

    // The reloaded page shows the collapsed menu before React listens for the shortcut.
    await pressCtrlBUntil(page, "expanded");

    // Not while typing in a field: the key is the writer's there.
    await page.goto("/tasks");
    await pressCtrlBUntil(page, "collapsed"); // listening by now
    const title = page.locator("#new-task-title");
    await title.focus();
    await page.keyboard.press("Control+b");
    await page.keyboard.type("Edit");
    await expect(title).toHaveValue("Edit");
    await expect(title).toBeFocused();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");

    // On a desktop, the toggle's tooltip names the shortcut, by keyboard focus too.
    await page.getByRole("button", { name: "Toggle sidebar" }).focus();
    await expect(page.getByRole("tooltip")).toHaveText("Toggle sidebar (Ctrl/⌘ B)");
  });

  test("the toast region is labelled Notifications, and the theme switches, survives a reload and follows the system otherwise", async ({ page, context }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await signUpAndIn(page);
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
    const html = page.locator("html");
    const shownScheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    const themeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "theme")?.value;
    const toggle = page.getByRole("button", { name: "Toggle dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await shownScheme()).toBe("light");

    await toggle.click();
    await expect(html).toHaveClass("dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await shownScheme()).toBe("dark");
    expect(await themeCookie()).toBe("dark");
    // The server renders the choice (this page was kept in the system's theme a moment ago).
    expect(await (await page.goto("/"))!.text()).toContain('<html lang="en" class="dark">');
    await expect(html).toHaveClass("dark");
    expect(await shownScheme()).toBe("dark");

    // Switched back to the system's theme (light here), the app follows the system again.
    await toggle.click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await themeCookie()).toBeUndefined();
    expect(await shownScheme()).toBe("light");
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await shownScheme()).toBe("dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    // Light chosen while the system is dark stays light, reloaded too.
    await toggle.click();
    await expect(html).toHaveClass("light");
    expect(await shownScheme()).toBe("light");
    expect(await (await page.goto("/"))!.text()).toContain('<html lang="en" class="light">');
    await expect(html).toHaveClass("light");
    expect(await shownScheme()).toBe("light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(pageErrors).toEqual([]);
  });

  test("a theme chosen before it lived in a cookie (next-themes kept it in localStorage) is carried over once", async ({ page, context }) => {
    await signUpAndIn(page);
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.goto("/tasks");
    await expect(page.locator("html")).toHaveClass("dark");
    expect((await context.cookies()).find((cookie) => cookie.name === "theme")?.value).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("a toast with keyboard focus waits to be read, and Tab moves on past it instead of looping back to the control before it", async ({ page }) => {
    await signUpAndIn(page);
    await page.clock.install();
    await page.goto("/tasks");
    await page.locator("#new-task-title").fill("Answer comments");
    await page.locator("#new-task-title").press("Enter");
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts.getByText("Task added")).toBeVisible();

    // The toasts come last on the page, after the assistant's button.
    await page.getByRole("button", { name: "Open the assistant" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toasts.getByRole("button", { name: "Close toast" })).toBeFocused();
    // Well past its four seconds, it is there to be read and closed (patches/README.md).
    await page.clock.runFor(20_000);
    await expect(toasts.getByText("Task added")).toBeVisible();
    // From the last toast, Tab goes on round to the top of the page, not back to that button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Open the assistant" })).not.toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    // Focus gone from it, its time runs again.
    await page.clock.runFor(20_000);
    await expect(toasts.getByText("Task added")).toHaveCount(0);
  });

  test("a screenshot of the shell at desktop width", async ({ page }) => {
    await signUpAndIn(page);
    await expect(page.getByTestId("daylight-panel")).toBeVisible();
    await page.screenshot({ path: "screenshots/shell-desktop.png", fullPage: true });
  });
});

test("the 404 page offers the way home", async ({ page }) => {
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found · Creator Quest");
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  // Signed out, home is guarded: the visitor ends on the sign-in page.
  await expect(page).toHaveURL("/auth");
});

test("the benchmark's pages don't exist outside npm run bench, even signed in", async ({ page }) => {
  await signUpAndIn(page);
  for (const path of ["/bench/minimal", "/bench/shell"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});
