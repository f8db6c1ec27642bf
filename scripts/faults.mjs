#!/usr/bin/env node
// `npm run test:faults`: the database goes away in the middle of real traffic, and comes back.
//
// Needs DATABASE_URL (a local Postgres server; CI sets it) and builds the app if there is no
// build. It starts the production server on a fresh database, keeps a steady stream of social-post
// webhook deliveries going, then cuts the database off (every backend terminated, new connections
// refused) for a few seconds and lets it back. It checks that:
//   - every delivery that got a 2xx is stored, and no post is stored twice; the others got 503;
//   - while the database is away, /api/health says so (503) and a signed-in page shows a clear
//     error page instead of crashing;
//   - the app serves again within 5 seconds of the database's return, without a restart.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { chromium } from "@playwright/test";
import postgres from "postgres";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const RECOVERY_LIMIT_MS = 5000;
const PASSWORD = "faults-passphrase";

const serverUrl = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
if (!serverUrl || !LOCAL_HOSTS.has(serverUrl.hostname)) {
  console.error("Set DATABASE_URL to a local Postgres server, e.g. postgres://postgres@127.0.0.1:5432/test");
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "✓" : "✘"} ${message}`);
  if (!ok) failures.push(message);
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// A fresh database for this run.
const name = `creator_quest_faults_${Date.now()}_${process.pid}`;
const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${name}"`);
const appUrl = new URL(serverUrl);
appUrl.pathname = `/${name}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "creator-quest-faults-"));
const app = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: appUrl.toString(), AUTH_SECRET: randomBytes(32).toString("base64url"), NEXT_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
const serverLog = [];
for (const stream of [app.stdout, app.stderr]) stream.on("data", (chunk) => serverLog.push(chunk.toString()));

let db;
try {
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 240_000, "the app to start");
  db = postgres(appUrl.toString(), { max: 2, onnotice: () => {} });
  const creator = await createCreator(db);
  const cookie = await signIn(creator.email);
  check((await pageText("/tasks", cookie)).includes("Task System"), "a signed-in page loads before the fault");

  // The stream: three senders, about six deliveries a second (under the 120-a-minute limit).
  const deliveries = [];
  let streaming = true;
  let next = 0;
  const sender = async () => {
    while (streaming) {
      const n = next++;
      const postUrl = `https://www.tiktok.com/@faults/video/${n}`;
      const started = Date.now();
      let status = 0;
      try {
        const response = await fetch(`${base}/api/webhooks/social-post/${creator.token}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ platform: "TikTok", userId: creator.id, postUrl, postTitle: `Fault clip ${n}` }),
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0; // no answer at all
      }
      deliveries.push({ postUrl, status, started });
      await sleep(450);
    }
  };
  const senders = [sender(), sender(), sender()];

  await sleep(4000);
  console.log("… cutting the database off");
  await admin.unsafe(`alter database "${name}" with allow_connections false`);
  await admin.unsafe(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
  await sleep(1000);

  const health = await fetch(`${base}/api/health`);
  check(health.status === 503 && (await health.json()).error === "Database unreachable", "while away, /api/health answers 503 'Database unreachable'");
  check(await browserShowsErrorPage("/tasks", cookie), "while away, a signed-in page shows 'This page couldn't load' in Chromium, not a crash");
  await sleep(2500);

  console.log("… letting the database back");
  await admin.unsafe(`alter database "${name}" with allow_connections true`);
  const back = Date.now();
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 30_000, "the app to reach the database again");
  const recoveredIn = Date.now() - back;
  check(recoveredIn <= RECOVERY_LIMIT_MS, `serves again ${recoveredIn} ms after the database's return (limit ${RECOVERY_LIMIT_MS} ms), without a restart`);
  check((await pageText("/tasks", cookie)).includes("Task System"), "the signed-in page loads again");

  await sleep(4000);
  streaming = false;
  await Promise.all(senders);

  // Every 2xx stored once; nothing stored twice.
  const rows = await db`select social_post_url as url, count(*)::int as copies from content_items where user_id = ${creator.id} group by social_post_url`;
  const copies = new Map(rows.map((row) => [row.url, row.copies]));
  const accepted = deliveries.filter((delivery) => delivery.status >= 200 && delivery.status < 300);
  const lost = accepted.filter((delivery) => copies.get(delivery.postUrl) !== 1);
  const doubled = rows.filter((row) => row.copies > 1);
  const counts = new Map();
  for (const { status } of deliveries) counts.set(status, (counts.get(status) ?? 0) + 1);
  const byStatus = [...counts].map(([status, count]) => `${status}: ${count}`);
  console.log(`  deliveries: ${deliveries.length} (${byStatus.join(", ")})`);
  check(accepted.length > 20, `a steady stream was accepted around the fault (${accepted.length} answered 2xx)`);
  check(deliveries.some((delivery) => delivery.status >= 500 || delivery.status === 0), "some deliveries did fail while the database was away (the fault was real)");
  check(!deliveries.some((delivery) => delivery.status === 500 || delivery.status === 0), "those were told to retry (503 with Retry-After), never a bare 500 or no answer");
  check(lost.length === 0, `every delivery answered 2xx is stored exactly once${lost.length ? ` (not: ${lost.map((d) => d.postUrl).join(", ")})` : ""}`);
  check(doubled.length === 0, "no post is stored twice");
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  try {
    process.kill(-app.pid, "SIGTERM");
  } catch {}
  await db?.end({ timeout: 1 });
  await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end({ timeout: 1 });
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} fault check(s) failed. Server log (last lines):\n${serverLog.join("").split("\n").slice(-40).join("\n")}`);
  process.exit(1);
}
console.log("\n✔ The app rode out the database fault");

async function waitFor(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function createCreator(sql) {
  const email = `faults-${randomUUID()}@example.com`;
  const [user] = await sql`insert into users (email, password_hash) values (${email}, ${await hash(PASSWORD)}) returning id`;
  const [profile] = await sql`insert into profiles (user_id, display_name, time_zone) values (${user.id}, 'Fault Tester', 'UTC') returning webhook_token`;
  return { id: user.id, email, token: profile.webhook_token };
}

/** Signs in through Auth.js's own endpoints, as a browser's form would; returns the cookies. */
async function signIn(email) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [key, ...value] = pair.split("=");
      jar.set(key.trim(), value.join("="));
    }
  };
  const header = () => [...jar].map(([key, value]) => `${key}=${value}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, callbackUrl: `${base}/` }),
  });
  keep(response);
  if (![...jar.keys()].some((key) => key.includes("session-token"))) throw new Error(`Sign-in failed (${response.status})`);
  return header();
}

/** What a creator sees: the page streams, so the error page appears once the browser renders it. */
async function browserShowsErrorPage(pathname, cookie) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    await context.addCookies(cookie.split("; ").map((pair) => {
      const [key, ...value] = pair.split("=");
      return { name: key, value: value.join("="), url: base };
    }));
    const page = await context.newPage();
    await page.goto(`${base}${pathname}`);
    await page.getByRole("heading", { name: "This page couldn't load" }).waitFor({ timeout: 15_000 });
    return await page.getByRole("button", { name: "Try again" }).isVisible();
  } catch (error) {
    console.error(error);
    return false;
  } finally {
    await browser.close();
  }
}

async function pageText(pathname, cookie) {
  const response = await fetch(`${base}${pathname}`, { headers: { cookie }, redirect: "manual" });
  return response.text();
}
