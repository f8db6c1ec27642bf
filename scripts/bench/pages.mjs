// Pages: latency at one connection and throughput at ten of the heaviest signed-in pages, beside a
// minimal dynamic page of the same build (app/bench/minimal), all with the same session cookie.
import autocannon from "autocannon";
import { sleep } from "../drill.mjs";
import { countCpu, cpuCell, inProcessGroup, medianCpu } from "./cpu.mjs";
import { markdownTable, median, medianRatio, met, times } from "./stats.mjs";

export const PAGE_RUNS = 3;
export const LATENCY_SECONDS = 5;
export const RATE_SECONDS = 8;
export const RATE_CONNECTIONS = 10;
const LATENCY_GOAL = 1.5;
// As a browser asks for a page it loads whole (a move inside the app is an RSC request instead).
const DOCUMENT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const RATE_GOAL = 0.6;

// Each with a text only that page renders, so a 200 that is really the sign-in page is caught.
const TARGETS = [
  { name: "Minimal page of this build", path: "/bench/minimal", expect: "Minimal page" },
  // Context, no goal: the signed-in shell around no content, the part every page shares.
  { name: "Empty page in the shell", path: "/bench/shell", expect: "Empty page in the shell", context: true },
  { name: "Command Center", path: "/", expect: "Command Center" },
  { name: "Calendar, month", path: "/calendar?view=month", expect: "Content Calendar" },
  { name: "Content", path: "/content", expect: "Content Pipeline" },
  // Context, no goal: the same pages when the creator's data changed since they were last kept
  // (lib/page-cache.ts), which every request here stands for by asking at an address of its own
  // (a search param the page ignores): each is rendered in the server's request to itself, sent
  // and kept.
  { name: "Command Center, first load after a change", path: "/", expect: "Command Center", context: true, eachNew: true },
  { name: "Calendar, month, first load after a change", path: "/calendar?view=month", expect: "Content Calendar", context: true, eachNew: true },
  { name: "Content, first load after a change", path: "/content", expect: "Content Pipeline", context: true, eachNew: true },
];

/** Runs the pages section; returns its markdown (table and verdicts). */
export async function benchPages({ base, cookie, processGroup }) {
  const isApp = inProcessGroup(processGroup);
  for (const target of TARGETS) await checkSignedInPage(base, cookie, target);
  const samples = new Map(TARGETS.map((target) => [target, { p50: [], rate: [], size: [], cpu: [], failed: 0 }]));
  for (const target of TARGETS) await measure(base, cookie, target, 1, 2, isApp); // warm-up
  for (let run = 1; run <= PAGE_RUNS; run++) {
    // The targets take turns in each round, so a noisy moment on the machine hits them alike.
    for (const target of TARGETS) {
      const latency = await measure(base, cookie, target, 1, LATENCY_SECONDS, isApp);
      const throughput = await measure(base, cookie, target, RATE_CONNECTIONS, RATE_SECONDS, isApp);
      const sample = samples.get(target);
      sample.p50.push(latency.p50);
      sample.rate.push(throughput.rate);
      sample.size.push(latency.size);
      sample.cpu.push(throughput.cpu);
      sample.failed += latency.failed + throughput.failed;
      console.log(`run ${run}: ${target.name}: p50 ${latency.p50.toFixed(2)} ms, ${throughput.rate.toFixed(1)} req/s, not 200: ${latency.failed + throughput.failed}, CPU ${cpuCell(throughput.cpu)}`);
    }
  }

  const baseline = samples.get(TARGETS[0]);
  const rows = TARGETS.map((target) => {
    const sample = samples.get(target);
    return {
      ...target,
      p50: median(sample.p50),
      rate: median(sample.rate),
      p50Ratio: medianRatio(sample.p50, baseline.p50),
      rateRatio: medianRatio(sample.rate, baseline.rate),
      size: median(sample.size),
      cpu: medianCpu(sample.cpu),
      failed: sample.failed,
    };
  });
  const [minimal] = rows;
  const cells = rows.map((row) => {
    const { p50Ratio, rateRatio } = row;
    // The baseline has no ratio, a context row no goal.
    const ratioCell = (ratio, goal, ok) => (row === minimal ? "baseline" : row.context ? `${times(ratio)} (context)` : `${times(ratio)} (goal ${goal}): ${met(ok)}`);
    return [
      `${row.name} \`${row.path}\``,
      `${row.p50.toFixed(1)} ms`,
      ratioCell(p50Ratio, `≤ ×${LATENCY_GOAL}`, p50Ratio <= LATENCY_GOAL),
      row.rate.toFixed(1),
      ratioCell(rateRatio, `≥ ×${RATE_GOAL}`, rateRatio >= RATE_GOAL),
      `${(row.size / 1024).toFixed(0)} KiB`,
      cpuCell(row.cpu),
      String(row.failed),
    ];
  });
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  const header = ["Page", "p50 at 1 connection", "p50 ratio to minimal", `req/s at ${RATE_CONNECTIONS} connections`, "req/s ratio to minimal", "Response (uncompressed)", `CPU per request at ${RATE_CONNECTIONS} connections: server + Postgres`, "not 200"];
  const table = markdownTable(header, cells, ["---", "---:", "---", "---:", "---", "---:", "---:", "---:"]);
  return `${table}\n\n- Every response was 200 (none redirected to /auth): ${met(failed === 0)}`;
}

/**
 * GETs before measuring, so a missing cookie or a redirect fails loudly instead of measuring /auth,
 * and a row measures what it says: a signed-in page asked for twice is sent as kept the second
 * time, one at a new address rendered (lib/page-cache-answer.ts), the bench's own pages neither.
 */
async function checkSignedInPage(base, cookie, target) {
  const path = target.eachNew ? `${target.path}${target.path.includes("?") ? "&" : "?"}bench-request=check` : target.path;
  let response;
  for (let asked = 0; asked < 2; asked++) {
    response = await fetch(`${base}${path}`, { headers: { cookie, accept: DOCUMENT_ACCEPT }, redirect: "manual" });
    const body = await response.text();
    if (response.status !== 200 || !body.includes(target.expect)) {
      throw new Error(`${target.path} answered ${response.status} without "${target.expect}": is the cookie signed in and BENCH_ROUTES=1 set?`);
    }
    if (target.eachNew) break;
  }
  const expected = target.path.startsWith("/bench/") ? null : target.eachNew ? "rendered" : "kept";
  const answered = response.headers.get("x-page-cache");
  if (answered !== expected) throw new Error(`${path} was ${answered ?? "neither kept nor rendered for keeping"}, where its row measures ${expected ?? "neither"}`);
}

// Counted across the whole run, so no address is asked for twice (a page kept a minute ago would be sent as kept).
let newAddresses = 0;

async function measure(base, cookie, target, connections, seconds, isApp) {
  const cpu = countCpu(isApp);
  const eachNew = { setupRequest: (request) => ({ ...request, path: `${target.path}${target.path.includes("?") ? "&" : "?"}bench-request=${(newAddresses += 1)}` }) };
  const run = autocannon({ url: `${base}${target.path}`, method: "GET", connections, pipelining: 1, duration: seconds, headers: { cookie, accept: DOCUMENT_ACCEPT }, ...(target.eachNew ? { requests: [eachNew] } : {}) });
  // autocannon's own percentiles come from a histogram of whole milliseconds: the minimal page's
  // 4.x ms would read as 4 or 5, moving every ratio by a fifth. Each response's own time is exact.
  const answered = [];
  run.on("response", (_client, statusCode, _bytes, milliseconds) => statusCode === 200 && answered.push(milliseconds));
  const result = await run;
  const cpuPerRequest = cpu.perRequest(result.requests.total);
  await sleep(500);
  // non2xx counts redirects too: a page that sent the creator to /auth is a failure, not a fast page.
  // autocannon asks for no compression, so the size is the HTML and inline RSC payload as rendered.
  const size = result.throughput.total / Math.max(1, result.requests.total);
  return { p50: answered.length > 0 ? median(answered) : Number.NaN, rate: result.requests.average, size, failed: result.non2xx + result.errors + result.timeouts, cpu: cpuPerRequest };
}
