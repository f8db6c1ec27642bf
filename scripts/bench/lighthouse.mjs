// Lighthouse: performance and accessibility scores of the main signed-in pages, beside the minimal
// page of the same build, signed in through the Cookie header Lighthouse adds to every request.
// Lighthouse's defaults: a mobile device on a simulated slow 4G network with a 4× slower CPU.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { freePort, waitFor } from "../drill.mjs";
import { CHROMIUM, CHROMIUM_FLAGS } from "../chromium.mjs";
import { markdownTable, median, met } from "./stats.mjs";

// Five: on this machine one run of a page lands up to 5 points either side of its median.
export const LIGHTHOUSE_RUNS = 5;
const SCORE_GOAL = 95;
const PAGES = ["/bench/minimal", "/", "/content", "/calendar"];
const CATEGORIES = ["performance", "accessibility"];

/** Runs the Lighthouse section; returns its markdown (table and verdicts). */
export async function benchLighthouse({ base, cookie }) {
  const chrome = await startChromium();
  try {
    const samples = new Map(PAGES.map((page) => [page, { performance: [], accessibility: [], lcp: [], tbt: [], failed: new Set() }]));
    const benchmarkIndexes = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      for (const page of PAGES) {
        const scores = await audit(`${base}${page}`, chrome.port, cookie);
        const sample = samples.get(page);
        for (const key of ["performance", "accessibility", "lcp", "tbt"]) sample[key].push(scores[key]);
        for (const id of scores.failed) sample.failed.add(id);
        benchmarkIndexes.push(scores.benchmarkIndex);
        console.log(`run ${run}: Lighthouse ${page}: performance ${scores.performance}, accessibility ${scores.accessibility}, benchmarkIndex ${scores.benchmarkIndex}`);
      }
    }
    const rows = [...samples].map(([page, scores]) => {
      const baseline = page === PAGES[0];
      const cell = (category) => {
        const score = median(scores[category]);
        return baseline ? `${score} (baseline)` : `${score}: ${met(score >= SCORE_GOAL)}`;
      };
      return [
        baseline ? `Minimal page \`${page}\`` : `\`${page}\``,
        cell("performance"),
        cell("accessibility"),
        scores.performance.join(", "),
        `${(median(scores.lcp) / 1000).toFixed(1)} s`,
        `${Math.round(median(scores.tbt))} ms`,
        [...scores.failed].join(", ") || "none",
      ];
    });
    const header = ["Page", `Performance (goal ≥ ${SCORE_GOAL})`, `Accessibility (goal ≥ ${SCORE_GOAL})`, "Performance, each run", "LCP", "TBT", "Failed accessibility audits"];
    const table = markdownTable(header, rows, ["---", "---:", "---:", "---", "---:", "---:", "---"]);
    // Lighthouse rates the host's CPU before each run; below 1,000 it warns that the host is too
    // slow for its 4× slowdown to stand for a mid-range phone.
    const speed = `Lighthouse's benchmarkIndex of this machine during the runs: ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))} (below 1,000 Lighthouse calls a host too slow for its CPU slowdown).`;
    return `${table}\n\n${speed}`;
  } finally {
    await chrome.stop();
  }
}

async function audit(url, port, cookie) {
  const lhr = await runLighthouse(url, port, cookie);
  // A redirect to /auth would score the sign-in page instead.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse landed on ${lhr.finalDisplayedUrl}, not ${url}`);
  // A page whose scripts or styles failed to load scores close to 100: it has nothing to run.
  const broken = lhr.audits["network-requests"].details.items.filter((request) => request.statusCode >= 400 || request.statusCode === -1);
  if (broken.length > 0) throw new Error(`Lighthouse saw ${url} fail to load ${broken.map((request) => `${request.url} (${request.statusCode})`).join(", ")}`);
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  // What the scores are made of, so a low one can be read without opening a report.
  const failed = lhr.categories.accessibility.auditRefs.map((ref) => lhr.audits[ref.id]).filter((item) => item.score === 0).map((item) => item.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed,
  };
}

/** One report, tried again when Lighthouse itself fails (it sometimes loses the trace on a busy machine). */
async function runLighthouse(url, port, cookie, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: { Cookie: cookie } });
    if (!lhr.runtimeError) return lhr;
    const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === tries) throw new Error(failure);
    console.log(`${failure}; trying again`);
  }
}

/** A headless Chromium with its DevTools port open, which Lighthouse drives. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "creator-quest-lighthouse-"));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 30_000, "Chromium's DevTools port");
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      // Chromium's helpers can still be writing to the profile for a moment after it exits: try
      // for about a second and a half, and never lose the section's results over a temporary folder.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      } catch (error) {
        console.warn(`Could not remove Lighthouse's Chromium profile ${profile}: ${error.message}`);
      }
    },
  };
}
