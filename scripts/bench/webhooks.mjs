// Webhook deliveries: throughput and p99 of the social-post webhook beside a minimal route of the
// same build (app/api/bench/insert) and a bare Node server doing the same insert.
//
// The goal is read on deliveries spread over many creators, as real traffic arrives (each
// creator's automation posts a few times a day). One creator's deliveries are measured too, for
// context: they take turns on that creator's XP lock through each commit, so their rate is bounded
// by the database's commit time, not by the app.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { freePort, sleep, waitFor } from "../drill.mjs";
import { countCpu, cpuCell, inProcessGroup, medianCpu } from "./cpu.mjs";
import { median, medianRatio } from "./stats.mjs";

export const WEBHOOK_RUNS = 3;
export const WEBHOOK_SECONDS = 10;
export const WEBHOOK_CONNECTIONS = 10;
export const WEBHOOK_CREATORS = 50;

/** Runs the webhook section against `app`, spreading deliveries over `creators`; returns its markdown (table and verdicts). */
export async function benchWebhooks({ app, databaseUrl, db, creators }) {
  const barePort = await freePort();
  const bare = spawn(process.execPath, ["scripts/bench-bare-server.mjs", String(barePort), databaseUrl], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${barePort}/`, { method: "POST", body: "{}" })).status > 0, 10_000, "the bare server");
    for (const creator of creators) {
      await db`insert into content_items (user_id, title, platform, post_date) select ${creator.id}, 'Planned clip ' || n, 'TikTok', current_date from generate_series(1, 50) n`;
    }

    let delivery = 0;
    const socialPost = (creator) => {
      delivery += 1;
      return {
        path: `/api/webhooks/social-post/${creator.token}`,
        body: { platform: "TikTok", userId: creator.id, postUrl: `https://www.tiktok.com/@bench/video/${delivery}`, postTitle: `Bench clip ${delivery}` },
      };
    };
    const [one] = creators;
    const isBare = ({ pid }) => pid === bare.pid;
    const isApp = inProcessGroup(app.processGroup);
    // Named, so the ratios and verdicts below read each target by what it is, not by its place.
    const targets = {
      bareNode: { name: "Bare Node http + postgres.js insert", base: `http://127.0.0.1:${barePort}`, isServer: isBare, next: () => ({ path: "/", body: { userId: one.id } }) },
      minimalRoute: { name: "Minimal route of this build (one insert)", base: app.base, isServer: isApp, next: () => ({ path: "/api/bench/insert", body: { userId: one.id } }) },
      webhook: {
        name: `Social-post webhook (token, validation, match, XP), ${creators.length} creators`,
        base: app.base,
        isServer: isApp,
        next: () => socialPost(creators[delivery % creators.length]),
      },
      oneCreator: { name: "Social-post webhook, all to one creator (context)", base: app.base, isServer: isApp, next: () => socialPost(one) },
    };

    const samples = Object.fromEntries(Object.keys(targets).map((key) => [key, []]));
    for (const target of Object.values(targets)) await measure(target, 3); // warm-up
    for (let run = 1; run <= WEBHOOK_RUNS; run++) {
      for (const [key, target] of Object.entries(targets)) {
        const result = await measure(target, WEBHOOK_SECONDS);
        samples[key].push(result);
        console.log(`run ${run}: ${target.name}: ${result.rate.toFixed(0)} req/s, p99 ${result.p99} ms, non-2xx ${result.failed}, CPU ${cpuCell(result.cpu)}`);
      }
    }

    const of = (results, key) => results.map((result) => result[key]);
    const rows = Object.fromEntries(
      Object.entries(samples).map(([key, results]) => [
        key,
        {
          name: targets[key].name,
          rate: median(of(results, "rate")),
          p99: median(of(results, "p99")),
          // Each round's figure against the minimal route's in the same round (stats.mjs medianRatio).
          rateRatio: medianRatio(of(results, "rate"), of(samples.minimalRoute, "rate")),
          p99Ratio: medianRatio(of(results, "p99"), of(samples.minimalRoute, "p99")),
          failed: results.reduce((sum, result) => sum + result.failed, 0),
          cpu: medianCpu(of(results, "cpu")),
        },
      ]),
    );
    const { bareNode, webhook, oneCreator } = rows;
    const { rateRatio, p99Ratio } = webhook;
    const table = [
      "| Target | req/s (median) | p99 latency (median) | non-2xx | Ratio to the minimal route (median of the rounds' ratios) | CPU per request: server + Postgres |",
      "|---|---:|---:|---:|---|---:|",
      ...Object.values(rows).map(
        (row) => `| ${row.name} | ${row.rate.toFixed(0)} | ${row.p99} ms | ${row.failed} | rate ×${row.rateRatio.toFixed(2)}, p99 ×${row.p99Ratio.toFixed(2)} | ${cpuCell(row.cpu)} |`,
      ),
    ].join("\n");
    const verdict = [
      `- Webhook rate ${rateRatio.toFixed(2)}× the minimal route's (goal ≥ 0.8×): ${rateRatio >= 0.8 ? "met" : "not met"}`,
      `- Webhook p99 ${p99Ratio.toFixed(2)}× the minimal route's (goal ≤ 2×): ${p99Ratio <= 2 ? "met" : "not met"}`,
      `- One creator's deliveries alone: ${oneCreator.rateRatio.toFixed(2)}× the minimal route's rate, p99 ${oneCreator.p99Ratio.toFixed(2)}× (context, no goal: they take turns on that creator's XP lock)`,
      `- The minimal route reaches ${(1 / bareNode.rateRatio).toFixed(2)}× the bare Node server's rate (context, no goal)`,
    ].join("\n");
    return `${table}\n\n${verdict}`;
  } finally {
    bare.kill();
  }
}

async function measure(target, seconds) {
  const cpu = countCpu(target.isServer);
  const result = await autocannon({
    url: target.base,
    method: "POST",
    connections: WEBHOOK_CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const { path, body } = target.next();
          return { ...request, path, body: JSON.stringify(body) };
        },
      },
    ],
  });
  const cpuPerRequest = cpu.perRequest(result.requests.total);
  await sleep(500);
  return { rate: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors, cpu: cpuPerRequest };
}
