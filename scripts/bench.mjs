#!/usr/bin/env node
// `npm run bench`: the production build on Postgres, each figure beside a baseline measured in the
// same run on the same machine (ratios, never absolute goals, except Lighthouse's scores): webhook
// deliveries, pages, first-load JavaScript and Lighthouse. Needs DATABASE_URL (a local Postgres
// server); builds the app if there is no build. Prints the tables and writes docs/benchmarks.md.
// Not part of `npm test`. The sections live in scripts/bench/.
import { writeFileSync } from "node:fs";
import postgres from "postgres";
import { JS_RUNS, benchJavascript } from "./bench/javascript.mjs";
import { LIGHTHOUSE_RUNS, benchLighthouse } from "./bench/lighthouse.mjs";
import { LATENCY_SECONDS, PAGE_RUNS, RATE_CONNECTIONS, RATE_SECONDS, benchPages } from "./bench/pages.mjs";
import { seedCreatorMonth } from "./bench/seed.mjs";
import { benchQueries } from "./bench-queries.mjs";
import { machineLine } from "./bench/stats.mjs";
import { WEBHOOK_CONNECTIONS, WEBHOOK_CREATORS, WEBHOOK_RUNS, WEBHOOK_SECONDS, benchWebhooks } from "./bench/webhooks.mjs";
import { createCreator, freshDatabase, signIn, startApp, tail } from "./drill.mjs";

// `npm run bench -- webhooks pages` measures only those sections and prints them; docs/benchmarks.md
// is written only by a full run, so it always holds one whole run.
const SECTIONS = ["webhooks", "pages", "javascript", "lighthouse", "queries"];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(", ")}: choose from ${SECTIONS.join(", ")}`);
  process.exit(2);
}
const wanted = (name) => only.length === 0 || only.includes(name);

const started = Date.now();
const database = await freshDatabase("creator_quest_bench");
const app = await startApp(database.url, { env: { BENCH_ROUTES: "1", WEBHOOK_DELIVERIES_PER_MINUTE: "100000000" } });
let db;

try {
  await app.ready();
  db = postgres(database.url, { max: 1, onnotice: () => {} });
  const sections = {};

  if (wanted("webhooks")) {
    console.log("\n== Webhook deliveries");
    const creators = [];
    for (let count = 0; count < WEBHOOK_CREATORS; count++) creators.push(await createCreator(db));
    sections.webhooks = await benchWebhooks({ app, databaseUrl: database.url, db, creators });
  }

  // The pages' creator is another account, so the webhook section's thousands of rows stay out of it.
  const creator = await createCreator(db);
  const seeded = await seedCreatorMonth(db, creator.id);
  const cookie = await signIn(app.base, creator.email);
  if (wanted("pages")) sections.pages = await section("Pages", () => benchPages({ base: app.base, cookie, processGroup: app.processGroup }));
  if (wanted("javascript")) sections.javascript = await section("JavaScript", () => benchJavascript({ base: app.base, cookie }));
  if (wanted("lighthouse")) sections.lighthouse = await section("Lighthouse", () => benchLighthouse({ base: app.base, cookie }));

  let queries = null;
  if (wanted("queries")) {
    console.log("\n== Queries");
    queries = await benchQueries(process.env.DATABASE_URL);
  }

  if (only.length > 0) {
    console.log(`\n${[...Object.values(sections), queries ?? ""].join("\n\n")}\n(Partial run: docs/benchmarks.md not written.)`);
  } else {
    const report = reportOf(sections, seeded, queries);
    writeFileSync("docs/benchmarks.md", report);
    console.log(`\n${report}\nWritten to docs/benchmarks.md in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  }
} catch (error) {
  console.error(tail(app.log));
  throw error;
} finally {
  app.stop();
  await db?.end({ timeout: 1 });
  await database.drop();
}

/** Runs one section; a failure is written into the report (and fails the run) instead of losing the others. */
async function section(name, run) {
  console.log(`\n== ${name}`);
  try {
    return await run();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
    return `Not measured in this run: ${error.message}`;
  }
}

function reportOf(sections, seeded, queries) {
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs and scripts/bench/). One production build (\`next start\`)
on one fresh Postgres database; every figure is a median of several runs beside a baseline measured
in the same run, so the ratios compare like with like on this shared, noisy machine. Where targets
take turns in rounds, a ratio is the median of each round's ratio to the baseline of that round.

Machine: ${machineLine()}.

## Webhook deliveries

Each figure is the median of ${WEBHOOK_RUNS} runs of ${WEBHOOK_SECONDS} s with ${WEBHOOK_CONNECTIONS} connections and no
pipelining (autocannon), after a warm-up; the targets take turns in each round. The goal is read on
deliveries spread over ${WEBHOOK_CREATORS} creators (each with 50 planned items to match), as many creators'
automations send them; one creator's deliveries alone are shown for context, since they wait in
turn for that creator's XP lock through each commit. "CPU per request" is the CPU time of the
server's processes and of every Postgres process over each run, read from /proc, divided by the
requests answered (median of each over the runs): where each target's time goes. It counts in 10 ms
ticks per process, and every process of the Postgres server, so read it to a few tenths of a
millisecond, on a machine where nothing else uses that server.

${sections.webhooks}

## Pages

A signed-in creator with a realistic month (${seeded.tasks} tasks, ${seeded.content} content items across every step and
platform dated this month, ${seeded.health} days of health logs, ${seeded.finance} finance entries, ${seeded.xp} XP events), inserted
straight into the database. Every page, the minimal one (\`app/bench/minimal\`, rendered per request,
there only with BENCH_ROUTES=1) included, is fetched with the same session cookie through the same
proxy and root layout. "Empty page in the shell" (\`app/(app)/bench/shell\`, also only with
BENCH_ROUTES=1) is the signed-in shell around no content, the part every page shares: context, no goal.
The signed-in pages are sent as the server kept them while the creator's data is unchanged
(\`lib/page-cache.ts\`; the minimal page and the shell are never kept). Each "first load after a change" row
asks for its page at a new address every time (a search param the page ignores), so that every
answer is rendered, as the first after any change to the creator's data is: in the server's
request to itself, then sent and kept: context, no goal. autocannon GET, median of ${PAGE_RUNS} rounds: p50 latency over ${LATENCY_SECONDS} s at one connection
(of each response's own time, to a fraction of a millisecond),
requests/s over ${RATE_SECONDS} s at ${RATE_CONNECTIONS} connections; the targets take turns in each round, after a warm-up.
Any answer but 200 (a redirect to /auth included) counts under "not 200". "Response" is the
uncompressed size of one answer (HTML with its inline RSC payload; autocannon asks for no compression).
"CPU per request" is read from /proc over the 10-connection runs, as for the webhooks.
Without BENCH_ROUTES=1, proxy.ts answers 404 for the bench pages.

${sections.pages}

## JavaScript on first load

Compressed bytes of every script the page's HTML names (Chromium's parser requested it: not the
chunks a script loads once the page is up, such as the charts), as Chromium received them
(CDP \`Network.loadingFinished\` encodedDataLength, headers included), with the cache off and
service workers blocked; median of ${JS_RUNS} loads per route. Every route of the side menu
(lib/navigation.ts) signed in, /offline too, and /auth signed out (it sends a creator who is
signed in to /). \`e2e/js-budget.spec.ts\` holds each route to a byte budget in \`npm test\`.

${sections.javascript}

## Lighthouse

Lighthouse (npm \`lighthouse\`, run programmatically against the system Chromium, headless) with its
default mobile settings: simulated slow 4G and a 4× slower CPU. Signed in through a Cookie header
on every request. Median of ${LIGHTHOUSE_RUNS} runs per page; the minimal page's scores are the baseline.

${sections.lighthouse}

${queries.trim()}
`;
}
