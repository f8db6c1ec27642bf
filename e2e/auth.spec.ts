import { expect, newCreator, signUpAndIn, test } from "./fixtures";

test.describe("signing up and in", () => {
  test("sign up switches to sign-in mode, then sign in lands on the Command Center", async ({ page, authPage }) => {
    const creator = newCreator();
    await authPage.goto();
    await expect(page.getByText("Sign in to your account to continue")).toBeVisible();
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByText("Sign up to start tracking your progress")).toBeVisible();
    await expect(page.getByRole("button", { name: "Already have an account? Sign in" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");

    await page.getByLabel("Display Name").fill(creator.displayName);
    await page.getByLabel("Email").fill(creator.email);
    await page.getByLabel("Password").fill(creator.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(authPage.toast("Account created! You can now sign in.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByLabel("Display Name")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue(creator.email);
    // Focus is on the password, to sign in with, not dropped to the top of the page.
    await expect(page.getByLabel("Password")).toBeFocused();

    await page.getByLabel("Password").fill(creator.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(authPage.toast("Signed in successfully!")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome, ${creator.displayName}. Here is where your creator quest begins.`)).toBeVisible();
  });

  test("a wrong password says so and keeps what was typed; the right one then clears the error", async ({ page, authPage }) => {
    const creator = newCreator();
    await authPage.goto();
    await authPage.signUp(creator);
    await expect(authPage.toast("Account created! You can now sign in.")).toBeVisible();

    // By keyboard: Enter in the password field, and focus is back there to type it again.
    await page.getByLabel("Email").fill(creator.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByLabel("Password").press("Enter");
    await expect(authPage.toast("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByLabel("Email")).toHaveValue(creator.email);
    await expect(page.getByLabel("Password")).toHaveValue("not-the-password");
    await expect(page.getByLabel("Password")).toBeFocused();

    // Then the right one: the error goes as the success shows, instead of staying beside it.
    await page.getByLabel("Password").fill(creator.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(authPage.toast("Signed in successfully!")).toBeVisible();
    // Dismissed at once, not left to expire beside the success: sonner marks a dismissed toast
    // removed straight away, then plays its exit, which a busy page can hold up past a second.
    const errorToast = page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: "Invalid email or password" });
    await expect(errorToast).toHaveCount(0, { timeout: 1000 });
  });

  test("an email that is already registered is refused", async ({ page, authPage }) => {
    const creator = newCreator();
    await authPage.goto();
    await authPage.signUp(creator);
    await expect(authPage.toast("Account created! You can now sign in.")).toBeVisible();

    await authPage.signUp({ ...creator, displayName: "Copycat", email: creator.email.toUpperCase() });
    await expect(authPage.toast("This email is already registered. Please sign in instead.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(page.getByLabel("Display Name")).toHaveValue("Copycat");
  });

  test("fields are disabled while the request runs", async ({ page, authPage }) => {
    await authPage.goto();
    // Hold the server action's POST so the pending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await authPage.signIn("someone@example.com", "whatever-password");
    await expect(page.getByLabel("Email")).toBeDisabled();
    await expect(page.getByLabel("Password")).toBeDisabled();
    release();
    await expect(authPage.toast("Invalid email or password")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeEnabled();
  });

  test("a password shorter than 6 characters is refused by the form", async ({ page, authPage }) => {
    await authPage.goto();
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByLabel("Password")).toHaveAttribute("minlength", "6");
  });
});

test.describe("sessions", () => {
  test("a signed-out visitor is sent to /auth without a history entry for the guarded page", async ({ page }) => {
    await page.goto("/not-a-page");
    await page.goto("/calendar");
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/not-a-page");
  });

  test("a signed-in visitor on /auth is sent to /", async ({ page }) => {
    await signUpAndIn(page);
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });

  test("sign out ends the session", async ({ page, authPage }) => {
    await signUpAndIn(page);
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(authPage.toast("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL("/auth");
    await page.goto("/");
    await expect(page).toHaveURL("/auth");
  });
});
