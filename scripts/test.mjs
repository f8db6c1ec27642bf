#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first red one.
// lint → type check → Vitest (unit, PGlite, and Postgres when DATABASE_URL is set)
// → production build → Playwright in the system Chromium against `npm start` → the Docker
// image's drill → the Postgres drills.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM } from "./chromium.mjs";
import { freePort } from "./free-port.mjs";

if (!existsSync(CHROMIUM)) {
  console.error(
    `No Chromium at ${CHROMIUM}: the end-to-end tests drive the system Chromium.\n` +
      "Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => path.join("node_modules", ".bin", name);

run("Lint", bin("eslint"), ["--max-warnings=0", "."]);
run("Type check", bin("tsc"), ["--noEmit"]);
run("Type check (service worker)", bin("tsc"), ["--noEmit", "-p", "worker"]);
run(
  process.env.DATABASE_URL ? "Vitest (unit, PGlite and Postgres)" : "Vitest (unit and PGlite; set DATABASE_URL to add Postgres)",
  bin("vitest"),
  ["run"],
);
run("Production build", bin("next"), ["build"]);

const port = await freePort();
let aiPort = await freePort();
while (aiPort === port) aiPort = await freePort();
let mondayPort = await freePort();
while (mondayPort === port || mondayPort === aiPort) mondayPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "creator-quest-e2e-"));
try {
  run(`End-to-end tests (Chromium, port ${port})`, bin("playwright"), ["test"], {
    E2E_PORT: String(port),
    E2E_AI_PORT: String(aiPort),
    E2E_MONDAY_PORT: String(mondayPort),
    E2E_DATA_DIR: dataDir,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// Docker's daemon doesn't run here: the image is built and run from the Dockerfile without it
// (e2e-image/), with PGlite, and with Postgres when DATABASE_URL is set.
run("The Docker image, built and run without Docker", bin("playwright"), ["test", "-c", "playwright.image.config.ts"]);
// The drills need a real Postgres server to cut off and to share (CI has one).
if (process.env.DATABASE_URL) {
  run("Database fault drill (Postgres)", process.execPath, ["scripts/faults.mjs"]);
  run("Two app servers on one database (Postgres)", process.execPath, ["scripts/two-servers.mjs"]);
} else {
  console.log("\n(Skipping the database drills: set DATABASE_URL to a local Postgres server to run them.)");
}
console.log("\n✔ All checks passed");
