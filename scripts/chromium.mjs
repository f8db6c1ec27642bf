// The system Chromium that the end-to-end tests (playwright.config.ts), the bench's browser sections
// and the fault drill drive: Playwright and Lighthouse cannot download one here. CHROME_PATH names
// another Chromium or Chrome binary.
import { chromium } from "@playwright/test";

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
