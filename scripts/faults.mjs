#!/usr/bin/env node
// `npm run test:faults`: the database goes away in the middle of real traffic, and comes back.
//
// Needs DATABASE_URL (a local Postgres server; CI sets it) and builds the app if there is no
// build. It starts the production server on a fresh database, keeps a steady stream of social-post
// webhook deliveries going, then cuts the database off (every backend terminated, new connections
// refused) for a few seconds and lets it back. It checks that:
//   - every delivery that got a 2xx is stored, and no post is stored twice; the others got 503;
//   - while the database is away, /api/health says so (503), the calendar feed asks calendar apps
//     to come back (503 with Retry-After), a signed-in route says what failed as JSON, and a
//     signed-in page shows a clear error page instead of crashing;
//   - the app serves again within 5 seconds of the database's return, without a restart.
// The helpers it shares with two-servers.mjs are in drill.mjs.
import postgres from "postgres";
import { cookiesFor, launchChromium } from "./chromium.mjs";
import { checklist, createCreator, freshDatabase, signIn, sleep, startApp, tail, waitFor } from "./drill.mjs";

const RECOVERY_LIMIT_MS = 5000;
const { check, failures } = checklist();

const database = await freshDatabase("creator_quest_faults");
const { name, admin } = database;
const app = await startApp(database.url);
const { base } = app;

let db;
try {
  await app.ready();
  db = postgres(database.url, { max: 2, onnotice: () => {} });
  const creator = await createCreator(db);
  const cookie = await signIn(base, creator.email);
  check((await pageText("/tasks", cookie)).includes("Task System"), "a signed-in page loads before the fault");
  // The creator's feed address, as the Content Calendar shows it to copy.
  const feedPath = (await pageText("/calendar", cookie)).match(/\/api\/calendar\/feed\/[0-9a-f-]+\/[0-9a-f]+\.ics/)?.[0];
  const feedUrl = `${base}${feedPath}`;
  check(!!feedPath && (await fetch(feedUrl)).status === 200, "the calendar feed the Content Calendar shows answers before the fault");

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
  const feed = await fetch(feedUrl);
  check(feed.status === 503 && feed.headers.get("retry-after") === "60", "while away, the calendar feed answers 503 with Retry-After, which calendar apps wait on");
  const chat = await fetch(`${base}/api/ai/chat`, { headers: { cookie } });
  const chatError = chat.headers.get("content-type")?.startsWith("application/json") ? (await chat.json()).error : await chat.text();
  check(chat.status === 500 && chatError === "Failed to load the conversation", `while away, a signed-in route says what failed as JSON, not a bare 500 (${chat.status}: ${chatError})`);
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
  app.stop();
  await db?.end({ timeout: 1 });
  await database.drop();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} fault check(s) failed. Server log (last lines):\n${tail(app.log)}`);
  process.exit(1);
}
console.log("\n✔ The app rode out the database fault");

/** What a creator sees: the page streams, so the error page appears once the browser renders it. */
async function browserShowsErrorPage(pathname, cookie) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    await context.addCookies(cookiesFor(base, cookie));
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
