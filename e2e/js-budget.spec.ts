import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signUpAndIn, test } from "./fixtures";

// First-load JavaScript per route, in compressed bytes as the browser received them, against the
// budgets in e2e/js-budgets.json. Bytes, not time: the same build always gives the same answer.
// Raise a budget only on purpose, with the reason in the commit.

const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, "js-budgets.json"), "utf8")) as Record<string, number>;

/**
 * Compressed bytes of every script fetched until the load event. Later fetches (Next.js prefetching
 * the routes its links point to) depend on timing, so they are not part of a route's first load.
 */
async function firstLoadScriptBytes(page: Page, route: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  let loaded = false;
  cdp.on("Network.loadingFinished", (event) => {
    if (!loaded && scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(route, { waitUntil: "load" });
  loaded = true;
  await cdp.detach();
  return bytes;
}

test.use({ serviceWorkers: "block" });

test("every route's first-load JavaScript stays within its byte budget", async ({ page }) => {
  test.setTimeout(120_000);
  const measured: Record<string, number> = {};
  for (const route of ["/auth", "/install", "/offline"]) measured[route] = await firstLoadScriptBytes(page, route);
  await signUpAndIn(page);
  for (const route of ["/", "/tasks", "/content", "/calendar", "/library", "/promos", "/systems", "/health", "/finance", "/xp"]) {
    measured[route] = await firstLoadScriptBytes(page, route);
  }
  console.log(Object.entries(measured).map(([route, bytes]) => `${route}: ${bytes} B (budget ${budgets[route]} B)`).join("\n"));
  expect(Object.keys(measured).sort()).toEqual(Object.keys(budgets).sort());
  for (const [route, bytes] of Object.entries(measured)) {
    expect(bytes, `${route} loads ${bytes} bytes of JavaScript`).toBeGreaterThan(0);
    expect(bytes, `${route} loads ${bytes} bytes of JavaScript (budget ${budgets[route]})`).toBeLessThanOrEqual(budgets[route]);
  }
});
