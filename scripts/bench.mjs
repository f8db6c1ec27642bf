#!/usr/bin/env node
// `npm run bench`: webhook throughput and tail latency of the production build on Postgres, each
// beside baselines measured in the same run on the same machine (ratios, never absolute goals).
// Needs DATABASE_URL (a local Postgres server); builds the app if there is no build. Prints a
// table and writes it to docs/benchmarks.md. Not part of `npm test`.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import postgres from "postgres";
import { createCreator, freePort, freshDatabase, sleep, startApp, waitFor } from "./drill.mjs";

const RUNS = 3;
const SECONDS = 10;
const CONNECTIONS = 10;

const database = await freshDatabase("creator_quest_bench");
const app = await startApp(database.url, { env: { BENCH_ROUTES: "1", WEBHOOK_DELIVERIES_PER_MINUTE: "100000000" } });
const barePort = await freePort();
const bare = spawn(process.execPath, ["scripts/bench-bare-server.mjs", String(barePort), database.url], { stdio: ["ignore", "pipe", "inherit"] });
let db;

try {
  await app.ready();
  await waitFor(async () => (await fetch(`http://127.0.0.1:${barePort}/`, { method: "POST", body: "{}" })).status > 0, 10_000, "the bare server");
  db = postgres(database.url, { max: 1, onnotice: () => {} });
  const creator = await createCreator(db);
  await db`insert into content_items (user_id, title, platform, post_date) select ${creator.id}, 'Planned clip ' || n, 'TikTok', current_date from generate_series(1, 50) n`;

  let delivery = 0;
  const targets = {
    "Bare Node http + postgres.js insert": { url: `http://127.0.0.1:${barePort}/`, body: () => ({ userId: creator.id }) },
    "Minimal route of this build (one insert)": { url: `${app.base}/api/bench/insert`, body: () => ({ userId: creator.id }) },
    "Social-post webhook (token, validation, match, XP)": {
      url: `${app.base}/api/webhooks/social-post/${creator.token}`,
      body: () => {
        delivery += 1;
        return { platform: "TikTok", userId: creator.id, postUrl: `https://www.tiktok.com/@bench/video/${delivery}`, postTitle: `Bench clip ${delivery}` };
      },
    },
  };

  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (const target of Object.values(targets)) await measure(target, 3); // warm-up
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, target] of Object.entries(targets)) {
      const result = await measure(target, SECONDS);
      samples[name].push(result);
      console.log(`run ${run}: ${name}: ${result.rate.toFixed(0)} req/s, p99 ${result.p99} ms, non-2xx ${result.failed}`);
    }
  }

  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = Object.entries(samples).map(([name, results]) => ({
    name,
    rate: median(results.map((result) => result.rate)),
    p99: median(results.map((result) => result.p99)),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  }));
  const [bareRow, minimal, webhook] = rows;
  const rateRatio = webhook.rate / minimal.rate;
  const p99Ratio = webhook.p99 / minimal.p99;
  const table = [
    "| Target | req/s (median) | p99 latency (median) | non-2xx | Ratio to the minimal route |",
    "|---|---:|---:|---:|---|",
    ...rows.map((row) => `| ${row.name} | ${row.rate.toFixed(0)} | ${row.p99} ms | ${row.failed} | rate ×${(row.rate / minimal.rate).toFixed(2)}, p99 ×${(row.p99 / minimal.p99).toFixed(2)} |`),
  ].join("\n");
  const verdict = [
    `- Webhook rate ${rateRatio.toFixed(2)}× the minimal route's (goal ≥ 0.8×): ${rateRatio >= 0.8 ? "met" : "not met"}`,
    `- Webhook p99 ${p99Ratio.toFixed(2)}× the minimal route's (goal ≤ 2×): ${p99Ratio <= 2 ? "met" : "not met"}`,
    `- The minimal route reaches ${(minimal.rate / bareRow.rate).toFixed(2)}× the bare Node server's rate (context, no goal)`,
  ].join("\n");
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
  const report = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs). Each figure is the median of ${RUNS} runs of ${SECONDS} s with
${CONNECTIONS} connections and no pipelining (autocannon), after a warm-up; the three targets take turns in each
round, against one fresh Postgres database, so the ratios compare like with like on this machine.

Machine: ${machine}.

## Webhook deliveries

${table}

${verdict}

Not measured yet (issue 13): page latency and throughput beside a minimal page, JavaScript against a minimal
page, Lighthouse scores, and queries on a heavy account. The first-load JavaScript of every route is held to
a byte budget by \`e2e/js-budget.spec.ts\` in \`npm test\`.
`;
  writeFileSync("docs/benchmarks.md", report);
  console.log(`\n${table}\n\n${verdict}\n\nWritten to docs/benchmarks.md`);
} finally {
  bare.kill();
  app.stop();
  await db?.end({ timeout: 1 });
  await database.drop();
}

async function measure(target, seconds) {
  const result = await autocannon({
    url: target.url,
    method: "POST",
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(target.body()) }) }],
  });
  await sleep(500);
  return { rate: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}
