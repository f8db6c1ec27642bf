import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test as base } from "@playwright/test";
import { DAY_MS, msToClearBoundary } from "../test/midnight";

export const PASSWORD = "quest-password";

/** The side menu's entries, in the spec's order (Sign Out follows them). */
export const MENU_ENTRIES = [
  "Command Center",
  "Task System",
  "Content Pipeline",
  "Content Calendar",
  "Library",
  "Promos & Deals",
  "Systems & Ops",
  "Health Tracker",
  "Finance Tracker",
  "XP Dashboard",
  "Install App",
];

export type Creator = { displayName: string; email: string; password: string };

export function newCreator(displayName = "Maya Quest"): Creator {
  return { displayName, email: `maya-${randomUUID()}@example.com`, password: PASSWORD };
}

/** The auth page as a user sees it. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/auth");
    await expect(this.page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  }

  async signUp(creator: Creator) {
    await this.page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await expect(this.page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await this.page.getByLabel("Display Name").fill(creator.displayName);
    await this.page.getByLabel("Email").fill(creator.email);
    await this.page.getByLabel("Password").fill(creator.password);
    await this.page.getByRole("button", { name: "Sign Up", exact: true }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  toast(text: string) {
    return this.page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
  }
}

/** Signs a fresh creator up and in, and lands on the Command Center. */
export async function signUpAndIn(page: Page, creator = newCreator()): Promise<Creator> {
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signUp(creator);
  await expect(auth.toast("Account created! You can now sign in.")).toBeVisible();
  await auth.signIn(creator.email, creator.password);
  // Signing in checks the password hash, then renders the Command Center: on a loaded 2-core
  // machine that has taken more than the default 10 s (CI saw "Signed in successfully!" still waiting).
  await expect(page).toHaveURL("/", { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible({ timeout: 30_000 });
  return creator;
}

type NewContent = { platform?: string; postDate?: string | null };

/** Creates a content item from the Content Pipeline's Create tab; lands on its Active tab. */
export async function createContent(page: Page, title: string, { platform = "TikTok", postDate = null }: NewContent = {}) {
  // On the content page already (the last item's), its Create tab is a click away: no page load.
  if (new URL(page.url()).pathname === "/content") await page.getByRole("tab", { name: "Create Content" }).click();
  else await page.goto("/content?tab=create");
  const form = page.getByRole("form", { name: "Create content" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Platform").selectOption(platform);
  if (postDate) await form.getByLabel("Planned post date (optional)").fill(postDate);
  await form.getByRole("button", { name: "Create Content" }).click();
  await expect(page.getByRole("tab", { name: /^Active/ })).toHaveAttribute("data-state", "active");
}

/** A new creator, signed in, on the Content Pipeline reached from the side menu. */
export async function signUpToContentPipeline(page: Page) {
  await signUpAndIn(page);
  await page.getByRole("link", { name: "Content Pipeline" }).click();
  await expect(page.getByRole("heading", { name: "Content Pipeline", level: 1 })).toBeVisible();
}

/** A card on the Content Pipeline's Active tab, by its title. */
export const activeCard = (page: Page, title: string) => page.getByTestId("active-content").filter({ hasText: title });

/** Opens an Active card's "Hook, hashtags, sound & date" panel; the card and its details form. */
export async function openDetails(page: Page, title: string) {
  const card = activeCard(page, title);
  await card.getByRole("button", { name: /^Hook, hashtags, sound & date/ }).click();
  return { card, form: card.getByRole("form", { name: `Details of "${title}"` }) };
}

/** The question a page with unsaved typing asks before it is left (components/leave-guard.ts). */
export const LEAVE_QUESTION = "Leave this page? What you typed and haven't saved will be lost.";

/** Waits until the page asks before it is left (components/leave-guard.ts): typing is heard a render later. */
export const expectHoldsUnsaved = (page: Page) => expect(page.locator("html[data-holds-unsaved]")).toHaveCount(1);

/** Gives every question the page asks from now on (confirm, leaving) the same answer; returns what they said, in order. */
function answerQuestions(page: Page, answer: "accept" | "dismiss"): string[] {
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog[answer]();
  });
  return questions;
}

/** Answers no to every question the page asks from now on; returns what they said, in order. */
export const dismissQuestions = (page: Page) => answerQuestions(page, "dismiss");

/** Answers yes to every question the page asks from now on; returns what they said, in order. */
export const acceptQuestions = (page: Page) => answerQuestions(page, "accept");

/** A toast showing `text`. */
export const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** Complete on an Active card, and the step it should reach ("posted": the card leaves the tab). */
export async function completeStep(page: Page, title: string, expectedStep: string) {
  await activeCard(page, title).getByRole("button", { name: /^Complete / }).click();
  if (expectedStep === "posted") {
    await expect(activeCard(page, title)).toHaveCount(0);
  } else {
    await expect(activeCard(page, title)).toHaveAttribute("data-step", expectedStep);
  }
}

/**
 * Checks that the assistant's floating button (fixed at the bottom right) covers no part of a
 * control: it sits to the control's right, in the page's gutter, wherever the page is scrolled.
 */
export async function expectClearOfAssistantButton(page: Page, control: Locator) {
  const button = await page.getByRole("button", { name: "Open the assistant" }).boundingBox();
  const box = await control.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(button!.x);
}

/**
 * Checks that a click at the middle of a control reaches it while a toast is showing: a toast over
 * the button just pressed (or the one reached for next) takes the second click, and stays while
 * the pointer rests on it. Asked again until the toast has slid into its place (its entrance
 * passes over the header on a phone); a toast that stays over the control fails.
 */
export async function expectNotUnderToast(page: Page, control: Locator) {
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  const reached = () =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
  await expect.poll(reached, { message: "a toast covers the control", timeout: 3000 }).toBe(true);
  // Still showing: the control was reached beside the toast, not after it went.
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
}

export const test = base.extend<{ authPage: AuthPage; clearOfMidnight: void }>({
  authPage: async ({ page }, use) => {
    await use(new AuthPage(page));
  },
  // Flows work out today and this week in UTC (the zone of this machine and its browser), and a flow can take a
  // minute on a loaded machine: none starts within two minutes of UTC midnight.
  clearOfMidnight: [
    async ({}, use, testInfo) => {
      const wait = msToClearBoundary(DAY_MS, 120_000);
      // The wait counts against the test's own time limit: extended first.
      testInfo.setTimeout(testInfo.timeout + wait);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** A control is at least 44 px both ways: a comfortable touch target (DESIGN.md). */
export async function expectTouchTarget(control: Locator) {
  const box = (await control.boundingBox())!;
  expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
}
