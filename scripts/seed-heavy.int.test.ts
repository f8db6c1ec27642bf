// scripts/seed-heavy.mjs fills the query benchmark's heavy account (`npm run bench -- queries`,
// `npm run seed:heavy`) straight in SQL, beside the app rather than through it, so nothing else
// notices when it drifts from the app. Seeded small here, it must hold what the app would have:
// the ledger the XP rules award, the rollups the XP engine and the triggers keep, and the counts
// the pages read.
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { countOpenTasks } from "@/db/queries/tasks";
import * as health from "@/lib/rules/health";
import * as launch from "@/lib/rules/launch-checklist";
import * as workflow from "@/lib/rules/workflow";
import { dayRuns } from "@/test/day-runs";
import { contentCounts } from "@/test/users";
import { seedHeavyAndLight, seedRules } from "./seed-heavy.mjs";

// The seed speaks postgres.js, which PGlite isn't.
const serverUrl = process.env.DATABASE_URL;
const client = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

afterAll(async () => {
  await client?.end({ timeout: 1 });
});

const SMALL_HEAVY = { tasks: 120, openTasks: 12, contentItems: 40, activeContent: 14, days: 45, financeEntries: 30, promos: 6, libraryItems: 9, systems: 5, deliveries: 4 };
const SMALL_LIGHT = { tasks: 8, openTasks: 3, contentItems: 6, activeContent: 2, days: 5, financeEntries: 4, promos: 2, libraryItems: 3, systems: 2, deliveries: 1 };

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await getDb().execute(query));

describe.runIf(serverUrl)("the heavy account's seed", () => {
  it("holds what the app would have awarded and kept, at the sizes asked for", { timeout: 60_000 }, async () => {
    const { heavy } = await seedHeavyAndLight(client!, {
      sizes: { heavy: SMALL_HEAVY, light: SMALL_LIGHT, crowd: 3 },
      rules: seedRules({ workflow, launch, health }),
    });

    // What the pages count.
    expect(await countOpenTasks(heavy.id)).toBe(SMALL_HEAVY.openTasks);
    expect(await contentCounts(heavy.id)).toEqual({ active: SMALL_HEAVY.activeContent, posted: SMALL_HEAVY.contentItems - SMALL_HEAVY.activeContent });
    const [sizes] = await rows<{ tasks: number; logs: number; entries: number }>(sql`
      select (select count(*)::int from tasks where user_id = ${heavy.id}) as tasks,
        (select count(*)::int from health_logs where user_id = ${heavy.id}) as logs,
        (select count(*)::int from finance_entries where user_id = ${heavy.id}) as entries`);
    expect(sizes).toEqual({ tasks: SMALL_HEAVY.tasks, logs: SMALL_HEAVY.days, entries: SMALL_HEAVY.financeEntries });

    // A posted item carries every step's award, with the keys and amounts the workflow rules give.
    const [posted] = await rows<{ id: string }>(sql`select id from content_items where user_id = ${heavy.id} and workflow_step = 'posted' limit 1`);
    const awards = await rows<{ key: string; amount: number }>(sql`
      select key, amount from xp_events where user_id = ${heavy.id} and key like ${`content:${posted.id}:%`} order by amount, key`);
    const expected = workflow.WORKFLOW_STEPS.map((step) => ({ key: workflow.stepXpKey(posted.id, step), amount: workflow.stepXp(step) }));
    expect(awards).toEqual([...expected].sort((a, b) => a.amount - b.amount || a.key.localeCompare(b.key)));
    // The launch bonuses a creator with posts and scripts but no avatar has earned.
    const bonuses = await rows<{ key: string }>(sql`select key from xp_events where user_id = ${heavy.id} and source = 'onboarding' order by key`);
    expect(bonuses.map((bonus) => bonus.key)).toEqual(
      launch.LAUNCH_BONUSES.filter((bonus) => bonus.item !== "profile")
        .map((bonus) => bonus.key)
        .sort(),
    );

    // Each rollup equals what it summarizes.
    const [total] = await rows<{ kept: number; peak: number; ledger: number }>(sql`
      select total_xp as kept, peak_xp as peak, (select sum(amount)::int from xp_events where user_id = ${heavy.id}) as ledger from profiles where user_id = ${heavy.id}`);
    expect(total.kept).toBe(total.ledger);
    // Every level it holds has been reached: none is celebrated again.
    expect(total.peak).toBe(total.ledger);
    const totalsDiffer = await rows(sql`
      (select source, task_category, xp, events from xp_totals where user_id = ${heavy.id}
       except select source, task_category, sum(amount)::int, count(*)::int from xp_events where user_id = ${heavy.id} group by 1, 2)
      union all
      (select source, task_category, sum(amount)::int, count(*)::int from xp_events where user_id = ${heavy.id} group by 1, 2
       except select source, task_category, xp, events from xp_totals where user_id = ${heavy.id})`);
    expect(totalsDiffer).toEqual([]);
    const dailyDiffer = await rows(sql`
      (select day, xp from xp_daily where user_id = ${heavy.id} except select local_day, sum(amount)::int from xp_events where user_id = ${heavy.id} group by 1)
      union all
      (select local_day, sum(amount)::int from xp_events where user_id = ${heavy.id} group by 1 except select day, xp from xp_daily where user_id = ${heavy.id})`);
    expect(dailyDiffer).toEqual([]);
    const days = await rows<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from xp_daily where user_id = ${heavy.id}`);
    const runs = await rows<{ firstDay: string; lastDay: string }>(sql`
      select to_char(first_day, 'YYYY-MM-DD') as "firstDay", to_char(last_day, 'YYYY-MM-DD') as "lastDay"
      from xp_day_runs where user_id = ${heavy.id} order by first_day`);
    expect(runs).toEqual(dayRuns(days.map((row) => row.day)));
    const monthsDiffer = await rows(sql`
      (select month, income, expense, entries from finance_monthly where user_id = ${heavy.id}
       except select date_trunc('month', entry_date)::date, coalesce(sum(amount) filter (where type = 'income'), 0),
         coalesce(sum(amount) filter (where type = 'expense'), 0), count(*)::int from finance_entries where user_id = ${heavy.id} group by 1)
      union all
      (select date_trunc('month', entry_date)::date, coalesce(sum(amount) filter (where type = 'income'), 0),
         coalesce(sum(amount) filter (where type = 'expense'), 0), count(*)::int from finance_entries where user_id = ${heavy.id} group by 1
       except select month, income, expense, entries from finance_monthly where user_id = ${heavy.id})`);
    expect(monthsDiffer).toEqual([]);
    const [badges] = await rows<{ held: number; reached: number }>(sql`
      select (select count(*)::int from user_badges where user_id = ${heavy.id}) as held,
        (select count(*)::int from badges where xp_threshold <= ${total.ledger}) as reached`);
    expect(badges.held).toBe(badges.reached);
    expect(badges.held).toBeGreaterThan(0);
  });
});
