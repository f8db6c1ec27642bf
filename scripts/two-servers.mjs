#!/usr/bin/env node
// Two app servers on one Postgres (run by `npm test` when DATABASE_URL is set; alone:
// `npm run test:two-servers`). Both start at once on a fresh database (so they migrate at the same
// moment), share one AUTH_SECRET, and then take a mixed load spread across them: 200 social-post
// webhook deliveries (10 posts sent to both servers at the same moment, 40 more repeated later) and 100 task completions
// (40 of them sent to both at once), as server-action calls like the browser makes. It checks
// that the rows and the XP are exactly right: nothing lost, nothing doubled, and that neither server
// shows a page it kept from before (lib/page-cache.ts). Last, one server is
// stopped with SIGTERM mid-request and must drain, close its database connections and exit.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import postgres from "postgres";
import { checklist, createCreator, freshDatabase, signIn, sleep, startApp, tail } from "./drill.mjs";

const TASKS = 100;
const TASK_XP = 10;
const POSTED_XP = 50; // lib/rules/workflow.ts
const DELIVERIES_PER_CREATOR = 100; // two creators: each under the 120-a-minute webhook limit
const UNIQUE_POSTS = 75;
const SENT_TOGETHER = 5; // of each creator's posts, sent to both servers at once in one batch of 10

// Both servers start from one build: without one, each would start building it into .next at once.
if (!existsSync(".next/BUILD_ID")) {
  console.error("No production build yet: run `npm run build` first.");
  process.exit(1);
}

const { check, failures } = checklist();
const database = await freshDatabase("creator_quest_two_servers");
const authSecret = randomBytes(32).toString("base64url");
const servers = [await startApp(database.url, { authSecret }), await startApp(database.url, { authSecret })];
let db;

try {
  await Promise.all(servers.map((server) => server.ready()));
  check(true, `two servers migrated one fresh database at once and serve (${servers.map((s) => s.base).join(", ")})`);
  db = postgres(database.url, { max: 4, onnotice: () => {} });

  // One session works on both servers (shared AUTH_SECRET).
  const worker = await createCreator(db);
  const cookie = await signIn(servers[0].base, worker.email);
  const pages = await Promise.all(servers.map(async ({ base }) => (await fetch(`${base}/tasks`, { headers: { cookie } })).text()));
  check(pages.every((html) => html.includes("Task System")), "a session made on one server is good on the other");

  // Task completions through the real server action.
  const actionId = serverActionId("app/(app)/tasks/actions.ts", "setTaskCompleted");
  const tasks = await db`insert into tasks (user_id, title, category, xp_value) select ${worker.id}, 'Drill task ' || n, 'Business', ${TASK_XP} from generate_series(1, ${TASKS}) n returning id`;
  const completions = tasks.flatMap(({ id }, index) => {
    const first = servers[index % 2];
    return index < 40 ? [[servers[0], id], [servers[1], id]] : [[first, id]];
  });
  const answers = await inBatches(completions, 10, ([server, id]) => callAction(server.base, "/tasks", actionId, [id, true], cookie));
  check(answers.every((status) => status === 200), `${completions.length} completion calls answered 200 (${TASKS} tasks, 40 completed on both servers at once)`);
  const [taskXp] = await db`select count(*)::int as events, coalesce(sum(amount), 0)::int as xp from xp_events where user_id = ${worker.id} and source = 'task'`;
  const [doneTasks] = await db`select count(*)::int as done from tasks where user_id = ${worker.id} and status = 'completed'`;
  check(doneTasks.done === TASKS, `all ${TASKS} tasks are completed (${doneTasks.done})`);
  check(taskXp.events === TASKS && taskXp.xp === TASKS * TASK_XP, `task XP is exactly ${TASKS * TASK_XP} from ${TASKS} awards (got ${taskXp.xp} from ${taskXp.events})`);

  // The completions refreshed every signed-in page (lib/refresh-pages.ts). The service worker's
  // script stays the build's on both servers: each building its own (a new revision inside) would
  // have every browser behind a load balancer install a new worker by turns. Asked twice, so a
  // script marked stale would show its rebuilt bytes.
  const scripts = await Promise.all(
    servers.map(async ({ base }) => {
      const first = await fetch(`${base}/serwist/sw.js`);
      await first.arrayBuffer();
      return { cache: first.headers.get("x-nextjs-cache"), text: await (await fetch(`${base}/serwist/sw.js`)).text() };
    }),
  );
  check(
    scripts.every(({ cache }) => cache !== "STALE") && scripts[0].text.includes("precache") && scripts[0].text === scripts[1].text,
    `both servers serve the build's service worker script, never marked stale, byte for byte, after the completions (${scripts.map(({ cache }) => cache).join(", ")})`,
  );

  // Webhook deliveries: two creators, each 75 distinct posts and 25 repeats, across both servers.
  // Each creator's first batch of 10 is posts 0..4 sent to both servers at the same moment; the
  // other 20 repeats come after every first sending, each to the other server.
  const posters = [await createCreator(db), await createCreator(db)];
  const deliveries = posters.flatMap((poster, p) => {
    const send = (post, toOther = 0) => ({ poster, server: servers[(post + p + toOther) % 2], post });
    const posts = Array.from({ length: UNIQUE_POSTS }, (_, post) => post);
    const repeated = DELIVERIES_PER_CREATOR - UNIQUE_POSTS; // posts 0..24 are sent twice
    const repeatedLater = posts.slice(SENT_TOGETHER, repeated);
    return [
      ...posts.slice(0, SENT_TOGETHER).flatMap((post) => [send(post), send(post, 1)]),
      ...posts.slice(SENT_TOGETHER).map((post) => send(post)),
      ...repeatedLater.map((post) => send(post, 1)),
    ];
  });
  // Each server keeps the first poster's Command Center as it is before the deliveries
  // (lib/page-cache.ts): asked twice, the second answer is the kept page.
  const posterCookie = await signIn(servers[0].base, posters[0].email);
  const shownXp = async ({ base }) => /Level \d+ · ([\d,]+) XP/.exec(await (await fetch(`${base}/`, { headers: { cookie: posterCookie, accept: "text/html" } })).text())?.[1];
  for (let asked = 0; asked < 2; asked++) await Promise.all(servers.map(shownXp));

  // A batch is one creator's posts sent together twice (100 a creator divides into batches of 10).
  const statuses = await inBatches(deliveries, 2 * SENT_TOGETHER, ({ poster, server, post }) =>
    fetch(`${server.base}/api/webhooks/social-post/${poster.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ platform: "TikTok", userId: poster.id, postUrl: `https://www.tiktok.com/@drill/video/${post}`, postTitle: `Drill clip ${post}` }),
    }).then(async (response) => (await response.arrayBuffer(), response.status)),
  );
  check(statuses.every((status) => status === 200), `${deliveries.length} deliveries answered 200 across both servers (${SENT_TOGETHER} posts of each creator sent to both at once)`);
  for (const poster of posters) {
    const [rows] = await db`select count(*)::int as items, count(distinct social_post_url)::int as urls from content_items where user_id = ${poster.id}`;
    const [posted] = await db`select count(*)::int as awards, coalesce(sum(amount), 0)::int as xp from xp_events where user_id = ${poster.id} and key like 'content:%:posted'`;
    check(rows.items === UNIQUE_POSTS && rows.urls === UNIQUE_POSTS, `creator ${poster.email.slice(0, 14)}…: ${UNIQUE_POSTS} posts stored once each (${rows.items} rows, ${rows.urls} addresses)`);
    check(posted.awards === UNIQUE_POSTS && posted.xp === UNIQUE_POSTS * POSTED_XP, `… and exactly ${UNIQUE_POSTS * POSTED_XP} posted XP (got ${posted.xp} from ${posted.awards} awards)`);
  }
  const drift = await db`
    select p.user_id from profiles p
    where p.total_xp <> (select coalesce(sum(amount), 0) from xp_events e where e.user_id = p.user_id)
       or exists (select day, xp from xp_daily d where d.user_id = p.user_id
                  except select local_day, sum(amount)::int from xp_events e where e.user_id = p.user_id group by 1)`;
  check(drift.length === 0, `every creator's running XP total and XP per day equal their ledger's (${drift.length} differ)`);
  const [{ total_xp: posterXp }] = await db`select total_xp from profiles where user_id = ${posters[0].id}`;
  const shown = await Promise.all(servers.map(shownXp));
  check(
    shown.every((xp) => xp === posterXp.toLocaleString("en-US")),
    `after deliveries through both servers, each shows the creator's Command Center anew, with their ${posterXp} XP (shown: ${shown.join(", ")})`,
  );

  await checkGracefulShutdown(servers[1], posters[0]);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  servers.forEach((server) => server.stop());
  await db?.end({ timeout: 1 });
  await database.drop();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed. Server logs (last lines):\n${servers.map((server) => tail(server.log, 20)).join("\n---\n")}`);
  process.exit(1);
}
console.log("\n✔ Two servers on one database: every row and every XP point exactly right");

/**
 * SIGTERM while deliveries are in flight: they are held inside the database (this script holds
 * the creator's XP lock), so they are surely under way when the signal arrives. The server must
 * wait for them, answer each one, then close its database connections and exit.
 */
async function checkGracefulShutdown(server, poster) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  let locked;
  const lockTaken = new Promise((resolve) => (locked = resolve));
  const holding = db.begin(async (tx) => {
    await tx`select 1 from profiles where user_id = ${poster.id} for update`;
    locked();
    await released;
  });
  await lockTaken;
  const inFlight = Array.from({ length: 10 }, (_, n) =>
    fetch(`${server.base}/api/webhooks/social-post/${poster.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ platform: "YouTube", userId: poster.id, postUrl: `https://youtu.be/shutdown${n}`, postTitle: `Shutdown clip ${n}` }),
    }).then(async (response) => (await response.arrayBuffer(), response.status), (error) => String(error)),
  );
  await sleep(1500); // the deliveries reach the server and wait on the lock
  server.terminate();
  const exitedEarly = await Promise.race([server.exited.then(() => true), sleep(1500).then(() => false)]);
  check(!exitedEarly, "on SIGTERM the server keeps running while requests are in flight");
  release();
  await holding;
  const statuses = await Promise.all(inFlight);
  check(statuses.every((status) => status === 200), `the 10 in-flight deliveries were answered 200 during shutdown (${statuses.join(", ")})`);
  const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
  check(exit !== null, "then the server exited");
  check(server.log.join("").includes("Database connections closed"), "after closing its database connections");
  const [stored] = await db`select count(*)::int as items from content_items where user_id = ${poster.id} and social_post_url like 'https://youtu.be/shutdown%'`;
  check(stored.items === 10, `and the 10 deliveries are stored (${stored.items})`);
}

/** The id Next.js gave a server action in this build (what the browser sends as Next-Action). */
function serverActionId(file, exportedName) {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8"));
  const entry = Object.entries(manifest.node).find(([, action]) => action.filename === file && action.exportedName === exportedName);
  if (!entry) throw new Error(`No server action ${exportedName} in ${file} in this build`);
  return entry[0];
}

/** Calls a server action the way the browser does; returns the HTTP status. */
async function callAction(base, page, actionId, args, cookie) {
  const response = await fetch(`${base}${page}`, {
    method: "POST",
    headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: base, cookie },
    body: JSON.stringify(args),
  });
  await response.arrayBuffer();
  return response.status;
}

async function inBatches(items, size, work) {
  const results = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}
