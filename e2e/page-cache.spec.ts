import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

// A signed-in page loaded whole is sent as the server kept it while the creator's data is as it
// was (lib/page-cache.ts); any change to it, a Shift-reload or another creator renders it anew.

const levelLine = (page: Page) => page.getByTestId("sidebar").getByText(/^Level \d+ · [\d,]+ XP$/);

async function loadWhole(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return response!.headers()["x-page-cache"];
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("a page asked for again is sent as kept, with a new nonce its scripts run with, and anew once the creator's data changes", async ({ page, browser }) => {
  await signUpAndIn(page);
  await loadWhole(page, "/");
  expect(await loadWhole(page, "/")).toBe("kept");
  await expect(levelLine(page)).toHaveText("Level 1 · 0 XP");

  // Kept pages run their scripts: each answer names a new nonce, and the page's scripts carry it.
  // Asked as a browser asks for a page it loads whole.
  const asDocument = { headers: { accept: "text/html" } };
  const answers = await Promise.all([page.request.get("/", asDocument), page.request.get("/", asDocument)]);
  const nonces = answers.map((answer) => nonceOf(answer.headers()["content-security-policy"]));
  expect(answers.map((answer) => answer.headers()["x-page-cache"])).toEqual(["kept", "kept"]);
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const [n, answer] of answers.entries()) {
    const scriptNonces = [...(await answer.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(3);
    expect(new Set(scriptNonces)).toEqual(new Set([nonces[n]]));
  }
  // Hydrated, the side menu's links move inside the app: an RSC request, never a page loaded whole.
  const documentLoads: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documentLoads.push(request.url()));
  await page.getByTestId("sidebar").getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
  await page.getByTestId("sidebar").getByRole("link", { name: "Command Center" }).click();
  await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
  await page.getByTestId("sidebar").getByRole("link", { name: "Task System" }).click();
  await expect(page.getByRole("heading", { name: "Task System", level: 1 })).toBeVisible();
  expect(documentLoads).toEqual([]);

  // A completed task changes the creator's data: the Command Center is rendered with its XP.
  const form = page.getByRole("form", { name: "Add task" });
  await form.getByLabel("Title").fill("Reply to comments");
  await form.getByRole("button", { name: "Add Task" }).click();
  await page.getByRole("checkbox", { name: 'Complete "Reply to comments"' }).check();
  await expect(levelLine(page)).toHaveText("Level 1 · 10 XP");
  expect(await loadWhole(page, "/")).toBe("rendered");
  await expect(levelLine(page)).toHaveText("Level 1 · 10 XP");
  expect(await loadWhole(page, "/")).toBe("kept");

  // A Shift-reload asks for a fresh page.
  const fresh = await page.request.get("/", { headers: { accept: "text/html", "cache-control": "no-cache" } });
  expect(fresh.headers()["x-page-cache"]).toBeUndefined();
  expect(await fresh.text()).toContain("Level 1 · 10 XP");

  // Another creator is never sent this one's page.
  const other = await browser.newPage();
  try {
    await signUpAndIn(other);
    expect(await loadWhole(other, "/")).toBe("rendered");
    await expect(levelLine(other)).toHaveText("Level 1 · 0 XP");
  } finally {
    await other.close();
  }
});
