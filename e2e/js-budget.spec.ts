import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadScriptBytes } from "../scripts/bench/first-load.mjs";
import { expect, signUpAndIn, test } from "./fixtures";

// First-load JavaScript per route, in compressed bytes as the browser received them, against the
// budgets in e2e/js-budgets.json. Bytes, not time: the same build always gives the same answer.
// Raise a budget only on purpose, with the reason in the commit.

const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, "js-budgets.json"), "utf8")) as Record<string, number>;

test.use({ serviceWorkers: "block" });

test("every route's first-load JavaScript stays within its byte budget", async ({ page }) => {
  const measured: Record<string, number> = {};
  for (const route of ["/auth", "/install", "/offline"]) measured[route] = await firstLoadScriptBytes(page.context(), route);
  await signUpAndIn(page);
  for (const route of ["/", "/tasks", "/content", "/calendar", "/library", "/promos", "/systems", "/health", "/finance", "/xp"]) {
    measured[route] = await firstLoadScriptBytes(page.context(), route);
  }
  console.log(Object.entries(measured).map(([route, bytes]) => `${route}: ${bytes} B (budget ${budgets[route]} B)`).join("\n"));
  expect(Object.keys(measured).sort()).toEqual(Object.keys(budgets).sort());
  for (const [route, bytes] of Object.entries(measured)) {
    expect(bytes, `${route} loads ${bytes} bytes of JavaScript`).toBeGreaterThan(0);
    expect(bytes, `${route} loads ${bytes} bytes of JavaScript (budget ${budgets[route]})`).toBeLessThanOrEqual(budgets[route]);
  }
});
