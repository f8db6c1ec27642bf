// The system Chromium both browser sections use: Playwright and Lighthouse cannot download one here.
import { chromium } from "@playwright/test";

// CHROME_PATH, as for the end-to-end tests (playwright.config.ts holds the same flags; a .mjs script cannot import that TypeScript file).
export const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";
// Quiet and repeatable: no background traffic or updates adding bytes or CPU to what is measured.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/** A Cookie header ("a=1; b=2") as Playwright cookies for `base`. */
export function cookiesFor(base, header) {
  return header.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name, value: value.join("="), url: base };
  });
}
