import type { Page } from "@playwright/test";
import { MENU_ENTRIES, createContent, expect, expectNotUnderToast, expectTouchTarget, newCreator, signUpAndIn, test } from "./fixtures";

/**
 * Closing the phone menu gives focus back to the header's toggle; a tooltip opened by that focus
 * stayed over the page title, with no pointer to move off it. The header's tooltips are for the
 * desktop layout only. A tooltip opens within a frame of the focus: a short wait shows it would have.
 */
async function expectNoTooltipOverTheTitle(page: Page) {
  await expect(page.getByRole("button", { name: "Toggle sidebar" })).toBeFocused();
  await page.waitForTimeout(300);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await expect(page.getByText("Toggle sidebar (Ctrl/⌘ B)")).toHaveCount(0);
}

// A phone that doesn't say it is one (Safari, Firefox; Playwright's own phone says so): the server
// sends the wide layout, and the sheet takes the side menu's place once React runs.
test.describe("the app shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { "sec-ch-ua-mobile": "?0" } });

  test("the menu is an off-canvas sheet", async ({ page }) => {
    await signUpAndIn(page);
    const response = await page.goto("/");
    expect(await response!.text()).toContain('data-testid="sidebar"');
    await expect(page.getByTestId("sidebar")).toHaveCount(0);
    await page.screenshot({ path: "screenshots/shell-mobile.png" });

    // The button says whether the menu is open, for a screen reader.
    await expect(page.getByRole("button", { name: "Toggle sidebar", expanded: false })).toBeVisible();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    // (Behind the open sheet, the button is hidden from the accessibility tree, so found by its label.)
    await expect(page.locator('header button[aria-label="Toggle sidebar"]')).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(MENU_ENTRIES);
    await page.screenshot({ path: "screenshots/shell-mobile-menu.png" });

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The current page's entry closes the menu at once; another one once its page has arrived.
    await sheet.getByRole("link", { name: "Command Center" }).tap();
    await expect(sheet).toBeHidden();
    await expectNoTooltipOverTheTitle(page);
    // The X closes it too, and leaves no tooltip either.
    await page.getByRole("button", { name: "Toggle sidebar" }).tap();
    await sheet.getByRole("button", { name: "Close menu" }).tap();
    await expect(sheet).toBeHidden();
    await expectNoTooltipOverTheTitle(page);
    // The Task System page is held back on its way: meanwhile the menu stays, its entry pending.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/tasks?**", async (route) => {
      if (route.request().headers()["rsc"]) await released;
      await route.continue();
    });
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await sheet.getByRole("link", { name: "Task System" }).click();
    await expect(sheet.getByRole("link", { name: "Task System" }).getByTestId("link-pending")).toBeVisible();
    await expect(sheet).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();
    await page.unroute("**/tasks?**");
    // By keyboard: the menu opens on the current page's entry (not Sign Out, one Enter from
    // signing out), and Escape gives focus back to the button that opened it.
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Task System" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectNoTooltipOverTheTitle(page);
    // The creator's name leads to their profile with its avatar picker focused, where closing the
    // sheet would give focus back to the menu button: from another page, then from the XP page itself.
    for (const from of ["/tasks", "/xp#profile"]) {
      await expect(page).toHaveURL(new RegExp(`${from}$`));
      await toggle.tap();
      await sheet.getByRole("link", { name: "Your profile: Maya Quest" }).tap();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/\/xp#profile$/);
      await expect(page.locator("#profile input").first()).toBeFocused();
    }
    // Another page picked by keyboard: focus starts on its content, where it was given back to
    // the menu button and a keyboard user began each page in the header.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(sheet.getByRole("link", { name: "XP Dashboard" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Finance Tracker", level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
    // An entry opened in a new tab leaves this one as it was: the menu open and, once closed,
    // focus back on its button (not on this page's content, as if the entry had been followed).
    await toggle.focus();
    await page.keyboard.press("Enter");
    const newTab = page.context().waitForEvent("page");
    await sheet.getByRole("link", { name: "Task System" }).click({ modifiers: ["ControlOrMeta"] });
    await (await newTab).close();
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/finance$/);
    await expect(toggle).toBeFocused();
  });

  test("the header keeps the level and XP in sight, follows each XP change and opens the XP Dashboard", async ({ page }) => {
    await signUpAndIn(page);
    const level = page.getByTestId("header-level");
    await expect(level).toHaveText("Level 1 · 0 XP");
    await expectTouchTarget(level);
    await createContent(page, "Filmed on the train"); // 10 for the idea, 25 for the first one
    await expect(level).toHaveText("Level 1 · 35 XP");
    await level.tap();
    await expect(page.getByRole("heading", { name: "XP Dashboard", level: 1 })).toBeVisible();
    // From md up the side menu shows them instead.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(level).toBeHidden();
    await expect(page.getByTestId("sidebar").getByText("Level 1 · 35 XP")).toBeVisible();
  });

  test("a toast leaves the header's controls free, on a phone and beside a tablet's open side menu; the assistant's button too", async ({ page }) => {
    await signUpAndIn(page);
    const header = page.locator("header");
    const controls = [
      header.getByRole("button", { name: "Toggle sidebar" }),
      page.getByTestId("header-level"),
      header.getByRole("button", { name: /Match Posted Content/ }),
      page.getByRole("button", { name: "Open the assistant" }),
    ];
    await createContent(page, "Filmed on the train");
    for (const control of controls) await expectNotUnderToast(page, control);
    // The menu button is reached at the first tap.
    await controls[0].tap();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Close menu" }).tap();

    // A tablet: the side menu open beside the page puts the header's menu button mid-screen.
    await page.setViewportSize({ width: 820, height: 1180 });
    await createContent(page, "Filmed on the tram");
    for (const control of [header.getByRole("button", { name: "Toggle sidebar" }), header.getByRole("button", { name: /Match Posted Content/ })]) {
      await expectNotUnderToast(page, control);
    }
  });

  test("no page scrolls sideways at 390 px, long texts included, and its controls are 44 px tall", async ({ page }) => {
    // The longest name without a space (80 characters) is in the Command Center's greeting.
    await signUpAndIn(page, newCreator(`MayaQuestTheCreator${"x".repeat(61)}`));
    // A long word (an address pasted as a title) and a long description once widened whole pages.
    await createContent(page, `https://www.tiktok.com/@maya.quest/video/${"7".repeat(40)}`, { postDate: new Date().toISOString().slice(0, 10) });
    await page.goto("/finance");
    const form = page.getByRole("form", { name: "Add entry" });
    await form.getByLabel("Amount ($)").fill("120");
    await form.getByLabel("Category").fill("Software");
    await form.getByLabel("Description (optional)").fill("Annual subscription for the editing suite, the stock footage library and the captions service");
    await form.getByRole("button", { name: "Add Entry" }).click();
    await expect(page.getByTestId("finance-entry")).toHaveCount(1);
    await page.goto("/library");
    await page.getByRole("button", { name: "Add Item" }).first().click();
    const item = page.getByRole("dialog", { name: "Add Item" });
    await item.getByLabel("Title").fill("https://www.instagram.com/reel/C8xYz12AbCd/?igsh=MWQ1ZGUxMzBkMA==");
    await item.getByLabel("Content").fill(`See https://drive.google.com/drive/folders/${"1A2b3C".repeat(8)}`);
    await item.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByTestId("library-item")).toHaveCount(1);
    await page.goto("/promos");
    const deal = page.getByRole("form", { name: "Add deal" });
    await deal.getByLabel("Brand name").fill(`GlowSkincareInternationalPartnerships${"X".repeat(60)}`);
    await deal.getByRole("button", { name: "Add Deal" }).click();
    await expect(page.getByTestId("promo-row")).toHaveCount(1);

    const pages = [...["/", "/tasks", "/calendar", "/calendar?view=month", "/calendar?view=day", "/library", "/promos", "/systems", "/health", "/finance", "/xp", "/install"], ...["create", "active", "posted", "settings"].map((tab) => `/content?tab=${tab}`)];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      const { scrollWidth, clientWidth, smallControls } = await page.evaluate(() => {
        // Every control in the page's content a finger has to hit (DESIGN.md: at least 44 px).
        // Checkboxes and switches are left out: a 44 px area around the box, or their label, is what a finger hits.
        const controls = [...document.querySelectorAll("main :is(button:not([role=checkbox]):not([role=switch]), input:not([type=checkbox]):not([type=file]), select, textarea, [role=tab], a[href])")];
        const small = controls.filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.height < 44;
        });
        return {
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          smallControls: small.map((control) => `${control.tagName} "${control.getAttribute("aria-label") ?? control.textContent?.trim()}" ${Math.round(control.getBoundingClientRect().height)} px`),
        };
      });
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
      expect(smallControls, `${path}: controls under 44 px`).toEqual([]);
    }
  });
});

// Chromium on a phone says so with every request (components/shell/phone-hint.ts): the server
// renders the phone layout, so hydration keeps it instead of swapping the side menu for its sheet.
test.describe("a browser that says it is a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { "sec-ch-ua-mobile": "?1" } });

  test("gets the phone layout from the server; a wide window that says so still gets the side menu", async ({ page, browser }) => {
    await signUpAndIn(page);
    const sent = await (await page.request.get("/")).text();
    expect(sent).toContain("Toggle sidebar");
    expect(sent).not.toContain('data-testid="sidebar"');
    expect(sent).not.toContain('data-slot="tooltip-trigger"');
    // Without the hint the server sends the wide layout, which the browser swaps once React runs.
    const unhinted = await (await page.request.get("/", { headers: { "sec-ch-ua-mobile": "?0" } })).text();
    expect(unhinted).toContain('data-testid="sidebar"');

    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(MENU_ENTRIES);
    await sheet.getByRole("link", { name: "Task System" }).click();
    await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();

    // The hint is a guess: the window's width decides once React runs. A phone held sideways is
    // wider than 768 px: the side menu's place is kept from the first paint, so nothing moves
    // when the menu comes (256 px, the expanded column; before React, with scripts off).
    const signedIn = await page.context().storageState();
    for (const javaScriptEnabled of [false, true]) {
      const wide = await browser.newContext({ viewport: { width: 915, height: 412 }, isMobile: false, hasTouch: false, javaScriptEnabled, storageState: signedIn });
      const widePage = await wide.newPage();
      await widePage.goto("/tasks");
      await expect(widePage.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
      if (javaScriptEnabled) await expect(widePage.getByTestId("sidebar").getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(MENU_ENTRIES);
      else await expect(widePage.getByTestId("sidebar")).toHaveCount(0);
      expect(await widePage.locator("main").evaluate((main) => main.getBoundingClientRect().left)).toBe(256);
      await wide.close();
    }
  });
});
