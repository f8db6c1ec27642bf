// Each page's reads on a heavy account beside a light one (scripts/seed-heavy.mjs), in one fresh
// Postgres database: the app's own query functions are timed (median of interleaved runs), and
// the SQL they send is captured through drizzle's logger and EXPLAINed on the heavy account.
// Goal: heavy at most 2× light, and no sequential scan of a user table. `benchQueries()` returns
// a markdown section that scripts/bench.mjs puts in docs/benchmarks.md (`npm run bench -- queries`
// runs this section alone).
import { performance } from "node:perf_hooks";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { importApp } from "./app-modules.mjs";
import { freshDatabase } from "./drill.mjs";
import { CROWD, HEAVY, LIGHT, seedHeavyAndLight } from "./seed-heavy.mjs";

const WARM_UPS = 2;
const RUNS = 9;
const GOAL = 2;
// The badge catalog is the same few rows for everyone: scanning it whole is the right plan.
const SHARED_TABLES = new Set(["badges"]);

/** Every read each page makes, called as the page calls it (a shared read is listed once). */
async function pageQueries(today) {
  const load = (path) => importApp(`db/queries/${path}.ts`);
  const [profiles, commandCenter, tasks, content, settings, webhooks, calendar, xp, library, promos, systems, health, finance, days, paging] =
    await Promise.all([
      ...["profiles", "command-center", "tasks", "content", "profile-settings", "webhooks", "calendar", "xp-dashboard"].map(load),
      ...["library", "promos", "systems", "health", "finance"].map(load),
      importApp("lib/rules/calendar-day.ts"),
      importApp("lib/rules/paging.ts"),
    ]);
  const rangeOf = (view) => days.calendarRange(view, today);
  const between = (view) => {
    const range = rangeOf(view);
    return (id) => calendar.listContentBetween(id, range.from, range.to);
  };
  const month = rangeOf("month");
  const monthStart = days.firstOfMonth(today);
  const healthSince = days.weekStartSunday(days.addDays(today, -7 * 11));
  return [
    ["Every page (shell)", "getCreatorSummary", (id) => profiles.getCreatorSummary(id)],
    ["Command Center", "getCommandCenter", (id) => commandCenter.getCommandCenter(id)],
    ["Tasks", "listTasks (first page)", (id) => tasks.listTasks(id, paging.PAGE_SIZE)],
    ["Tasks", "countOpenTasks", (id) => tasks.countOpenTasks(id)],
    ["Content", "listActiveContent (first page)", (id) => content.listActiveContent(id, paging.CARD_PAGE_SIZE)],
    ["Content", "listPostedContent (first page)", (id) => content.listPostedContent(id, paging.CARD_PAGE_SIZE)],
    ["Content, XP Dashboard", "getProfileSettings", (id) => settings.getProfileSettings(id)],
    ["Content, Calendar, Systems", "getWebhookPanel", (id) => webhooks.getWebhookPanel(id)],
    ["Calendar (month)", "countContentByDay", (id) => calendar.countContentByDay(id, month.from, month.to)],
    ["Calendar (week)", "listContentBetween", between("week")],
    // The month view lists its chosen day's items with the same query as the day view.
    ["Calendar (day; month's chosen day)", "listContentBetween", between("day")],
    ["Calendar", "listUnscheduledContent (first page)", (id) => calendar.listUnscheduledContent(id, paging.CARD_PAGE_SIZE)],
    ["XP Dashboard", "listBadgesFor", (id) => xp.listBadgesFor(id)],
    ["XP Dashboard", "getXpBreakdown", (id) => xp.getXpBreakdown(id)],
    ["Library", "listLibrary (first page)", (id) => library.listLibrary(id, {}, paging.CARD_PAGE_SIZE)],
    ["Library", "countLibrary", (id) => library.countLibrary(id)],
    ["Library (Videos tab)", "listLibrary (first page)", (id) => library.listLibrary(id, { type: "video" }, paging.CARD_PAGE_SIZE)],
    ["Library (search)", 'listLibrary "hook tiktok" (first page)', (id) => library.listLibrary(id, { search: "hook tiktok" }, paging.CARD_PAGE_SIZE)],
    ["Library (search)", 'countLibrary "hook tiktok"', (id) => library.countLibrary(id, "hook tiktok")],
    // The same search in a type's tab, and a word few items hold, which no search can stop early for.
    ["Library (search, Videos tab)", 'listLibrary "hook tiktok" (first page)', (id) => library.listLibrary(id, { type: "video", search: "hook tiktok" }, paging.CARD_PAGE_SIZE)],
    ["Library (search, a rarer word)", 'listLibrary "idea 7" (first page)', (id) => library.listLibrary(id, { search: "idea 7" }, paging.CARD_PAGE_SIZE)],
    ["Library (search, a rarer word)", 'countLibrary "idea 7"', (id) => library.countLibrary(id, "idea 7")],
    ["Promos", "listPromoPage (first page)", (id) => promos.listPromoPage(id, paging.PAGE_SIZE)],
    ["Promos", "getPromoTotals", (id) => promos.getPromoTotals(id)],
    ["Promos", "getMondaySettings", (id) => promos.getMondaySettings(id)],
    ["Systems", "listSystems", (id) => systems.listSystems(id)],
    ["Health", "listRecentHealthLogs", (id) => health.listRecentHealthLogs(id)],
    ["Health", "listHealthLogsSince (charts and form)", (id) => health.listHealthLogsSince(id, healthSince)],
    ["Finance", "listRecentEntries (first page)", (id) => finance.listRecentEntries(id, paging.ENTRY_PAGE_SIZE)],
    ["Finance", "getFinanceTotals", (id) => finance.getFinanceTotals(id, monthStart)],
    ["Finance", "getMonthlyTotals", (id) => finance.getMonthlyTotals(id, days.addMonths(monthStart, -11))],
  ].map(([page, query, run]) => ({ page, query, run }));
}

/**
 * Opens the app's database handle on `url` with a logger that records each statement, so the
 * query functions run unchanged and their exact SQL can be EXPLAINed. It takes the place
 * db/index.ts keeps its handle in (globalThis.creatorQuestDb), and checks that it did.
 */
async function openAppDatabase(url) {
  const [schema, dbModule] = await Promise.all([importApp("db/schema/index.ts"), importApp("db/index.ts")]);
  // The client and its prepared statements as the app opens them (db/index.ts), so the timed runs
  // get the plans the app's queries get.
  const client = dbModule.openPostgresClient(url, 1);
  const sent = [];
  const db = drizzle(dbModule.preparingStatements(client), { schema, logger: { logQuery: (query, params) => sent.push({ query, params }) } });
  globalThis.creatorQuestDb = { db, driver: "postgres", close: () => client.end({ timeout: 5 }) };
  if (dbModule.getDb() !== db) throw new Error("db/index.ts no longer keeps its handle on globalThis.creatorQuestDb");
  const captured = async (work) => {
    sent.length = 0;
    await work();
    return sent.splice(0);
  };
  return { client, captured, close: dbModule.closeDb };
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Light and heavy take turns, the order swapping each round, so noise from other work falls on both. */
async function measure(run, light, heavy) {
  for (let i = 0; i < WARM_UPS; i++) await Promise.all([run(light), run(heavy)]);
  const samples = { light: [], heavy: [] };
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? ["light", "heavy"] : ["heavy", "light"];
    for (const who of order) samples[who].push(await timed(() => run(who === "light" ? light : heavy)));
  }
  return { light: median(samples.light), heavy: median(samples.heavy) };
}

async function explain(client, { query, params }) {
  const rows = await client.unsafe(`explain (analyze, buffers) ${query}`, params);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** Each sequential scan of a user table, with the rows it read (a LIMIT may stop one early). */
function seqScans(plan) {
  const lines = plan.split("\n");
  const scans = [];
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (\w+).*actual time=\S+ rows=(\d+) loops=(\d+)/.exec(line);
    if (!scan || SHARED_TABLES.has(scan[1])) return;
    const next = lines.slice(i + 1).findIndex((later) => later.includes("->"));
    const details = lines.slice(i + 1, next < 0 ? undefined : i + 1 + next).join("\n");
    const removed = Number(/Rows Removed by Filter: (\d+)/.exec(details)?.[1] ?? 0);
    scans.push(`${scan[1]}, ${((Number(scan[2]) + removed) * Number(scan[3])).toLocaleString("en")} rows read`);
  });
  return scans;
}

/** Runs the whole measurement on a fresh database of the local server `adminDatabaseUrl`; returns markdown. */
export async function benchQueries(adminDatabaseUrl) {
  const database = await freshDatabase("creator_quest_queries", adminDatabaseUrl);
  let app;
  try {
    // drizzle() changes its client's JSON serializers, so migrating gets a client of its own.
    const migrator = postgres(database.url, { max: 1, onnotice: () => {} });
    await migrate(drizzle(migrator), { migrationsFolder: "db/migrations" });
    await migrator.end({ timeout: 5 });
    const setup = postgres(database.url, { max: 1, onnotice: () => {} });
    const { heavy, light } = await seedHeavyAndLight(setup);
    // As autovacuum leaves a table in use: statistics, and a visibility map for index-only scans.
    await setup`vacuum analyze`;
    await setup.end({ timeout: 5 });

    app = await openAppDatabase(database.url);
    const { localDate } = await importApp("lib/rules/calendar-day.ts");
    const results = [];
    for (const entry of await pageQueries(localDate("UTC"))) {
      const times = await measure(entry.run, light.id, heavy.id);
      const statements = await app.captured(() => entry.run(heavy.id));
      const plans = [];
      for (const statement of statements) plans.push({ sql: statement.query, plan: await explain(app.client, statement) });
      results.push({ ...entry, ...times, ratio: times.heavy / times.light, plans, seqScans: plans.flatMap(({ plan }) => seqScans(plan)) });
      console.error(`${entry.page}: ${entry.query}: light ${times.light.toFixed(2)} ms, heavy ${times.heavy.toFixed(2)} ms`);
    }
    return report(results);
  } finally {
    await app?.close();
    await database.drop();
  }
}

function report(results) {
  const size = (s) =>
    `${s.tasks.toLocaleString("en")} tasks, ${s.contentItems.toLocaleString("en")} content items, ${s.days.toLocaleString("en")} days of health logs, ` +
    `${s.financeEntries.toLocaleString("en")} finance entries, ${s.promos} promos, ${s.libraryItems.toLocaleString("en")} library items, ${s.systems} systems`;
  const rows = results.map((r) => {
    const met = r.ratio <= GOAL && r.seqScans.length === 0;
    const scans = r.seqScans.length ? ` (Seq Scan on ${r.seqScans.join("; ")})` : "";
    return `| ${r.page} | \`${r.query}\` | ${r.light.toFixed(2)} | ${r.heavy.toFixed(2)} | ${r.ratio.toFixed(2)}× | ${met ? "met" : `not met${scans}`} |`;
  });
  const failing = results.filter((r) => r.ratio > GOAL || r.seqScans.length > 0);
  const plans = results.map((r) =>
    [
      `<details><summary>${r.page}: <code>${r.query}</code> (heavy account)</summary>`,
      "",
      ...r.plans.flatMap(({ sql, plan }) => ["```sql", sql, "```", "", "```", plan, "```", ""]),
      "</details>",
    ].join("\n"),
  );
  return `## Page queries: heavy account beside a light one

Written by \`scripts/bench-queries.mjs\`. One fresh database holds a heavy creator (${size(HEAVY)}) and a light one
(${size(LIGHT)}), seeded by \`scripts/seed-heavy.mjs\` with the XP events the app awards, beside a crowd of
${CROWD.toLocaleString("en")} more light-sized creators (so tables have a multi-creator size), then VACUUM ANALYZEd. Each of
the app's query functions is called as its page calls it; times are the median of ${RUNS} runs in Node (SQL, transfer
and row mapping), light and heavy taking turns. Goal: heavy ≤ ${GOAL}× light, and no sequential scan of a user table
in the heavy account's plans.

| Page | Query | Light ms | Heavy ms | Ratio | Goal ≤ ${GOAL}×, no Seq Scan |
|---|---|---:|---:|---:|---|
${rows.join("\n")}

${failing.length ? `Not met: ${failing.map((r) => `${r.page} \`${r.query}\``).join(", ")}.` : "Every query meets the goal."}

### Plans on the heavy account (EXPLAIN ANALYZE, BUFFERS)

${plans.join("\n\n")}
`;
}
