// JavaScript: compressed bytes of script the browser receives on the first load of every route,
// beside the minimal page of the same build (app/bench/minimal). The same measure as
// e2e/js-budget.spec.ts, which holds each route to a byte budget in `npm test`.
import { readFileSync } from "node:fs";
import { cookiesFor, launchChromium } from "../chromium.mjs";
import { firstLoadScriptBytes } from "./first-load.mjs";
import { markdownTable, median, met, times } from "./stats.mjs";

export const JS_RUNS = 3;
const JS_GOAL = 1.3;
const MINIMAL = "/bench/minimal";
// /auth sends a signed-in creator to /, so it is loaded signed out, as its visitors see it.
const SIGNED_OUT = new Set(["/auth"]);

/** The signed-in routes of the side menu (lib/navigation.ts, read as text: it is TypeScript). */
export function routesToMeasure() {
  const navigation = readFileSync("lib/navigation.ts", "utf8");
  const menu = [...navigation.matchAll(/href: "(\/[^"]*)"/g)].map((match) => match[1]);
  return [...new Set([...menu, "/auth", "/install", "/offline"])];
}

/** Runs the JavaScript section; returns its markdown (table and verdicts). */
export async function benchJavascript({ base, cookie }) {
  const routes = routesToMeasure();
  const browser = await launchChromium();
  try {
    // Service workers blocked: the first load is the network's, not a cache's.
    const signedIn = await browser.newContext({ serviceWorkers: "block" });
    await signedIn.addCookies(cookiesFor(base, cookie));
    const signedOut = await browser.newContext({ serviceWorkers: "block" });
    const samples = new Map([MINIMAL, ...routes].map((route) => [route, []]));
    for (let run = 1; run <= JS_RUNS; run++) {
      for (const route of samples.keys()) {
        const bytes = await firstLoadScriptBytes(SIGNED_OUT.has(route) ? signedOut : signedIn, `${base}${route}`);
        samples.get(route).push(bytes);
      }
      console.log(`run ${run}: ${[...samples].map(([route, values]) => `${route} ${values.at(-1)} B`).join(", ")}`);
    }
    const minimal = median(samples.get(MINIMAL));
    const rows = [...samples].map(([route, values]) => {
      const bytes = median(values);
      const ratio = bytes / minimal;
      const verdict = route === MINIMAL ? "baseline" : `${times(ratio)} (goal ≤ ×${JS_GOAL}): ${met(ratio <= JS_GOAL)}`;
      const name = route === MINIMAL ? `Minimal page \`${route}\`` : `\`${route}\`${SIGNED_OUT.has(route) ? " (signed out)" : ""}`;
      return { ratio, cells: [name, `${(bytes / 1024).toFixed(1)} KiB`, verdict] };
    });
    const measured = rows.slice(1); // all but the minimal page itself
    const within = measured.filter((row) => row.ratio <= JS_GOAL).length;
    const table = markdownTable(["Route", "Script bytes (compressed)", "Ratio to minimal page"], rows.map((row) => row.cells), ["---", "---:", "---"]);
    return `${table}\n\n- Routes within ×${JS_GOAL} of the minimal page: ${within} of ${measured.length}`;
  } finally {
    await browser.close();
  }
}
