import { expect, signUpAndIn, test } from "./fixtures";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

test("every response carries the security headers, with a fresh script nonce per page", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ["/auth", "/install", "/offline", "/api/health", "/no-such-page"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    const policy = headers["content-security-policy"];
    expect(directive(policy, "frame-ancestors"), path).toBe("frame-ancestors 'none'");
    const scripts = directive(policy, "script-src")!;
    expect(scripts, path).not.toContain("unsafe-inline");
    expect(scripts, path).not.toContain("unsafe-eval");
    nonces.add(/'nonce-([^']+)'/.exec(scripts)![1]);
  }
  expect(nonces.size).toBe(5);

  // A signed-out visit to an app page is redirected with the same headers.
  const redirect = await request.get("/tasks", { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("the app runs under its policy: the page's scripts carry the nonce and nothing is blocked", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/auth");
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"])![1];
  // Every script the server sent carries the nonce. The chunks loaded after the page (the toasts,
  // a dialog opened) are inserted by those scripts and run under 'strict-dynamic' without one:
  // a blocked one would show as a violation below.
  const scriptTags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  expect(new Set(scriptTags.map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? ""))).toEqual(new Set([nonce]));

  await signUpAndIn(page);
  for (const path of ["/tasks", "/content", "/calendar", "/library", "/promos", "/systems", "/health", "/finance", "/xp", "/install"]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
