#!/usr/bin/env node
// `npm run seed:heavy`: a heavy creator (five years of use: 100,000 tasks, 20,000 content items,
// daily health logs and finance entries) next to a light one (a few dozen of each), in the
// migrated database DATABASE_URL names. Each table is filled by one set-based INSERT … SELECT
// over generate_series, so the heavy account takes seconds, not minutes. XP events are those
// the app would have awarded (tasks, every step each item passed, health logs, launch bonuses),
// so the XP aggregates see a realistic ledger (about 260,000 events for the heavy account).
// A crowd of other creators, each the light one's size, shares the tables, so the planner sees
// tables of a real multi-creator size and per-creator lookups by user_id are what it can use.
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { importApp } from "./app-modules.mjs";
import { createCreator, DRILL_PASSWORD, isLocalDatabaseUrl } from "./drill.mjs";

const YEARS = 5;

export const HEAVY = {
  tasks: 100_000,
  openTasks: 300,
  contentItems: 20_000,
  activeContent: 400,
  days: YEARS * 365,
  financeEntries: YEARS * 365 * 3,
  promos: 250,
  libraryItems: 1_500,
  systems: 60,
  deliveries: 50,
};

export const LIGHT = {
  tasks: 40,
  openTasks: 10,
  contentItems: 30,
  activeContent: 10,
  days: 30,
  financeEntries: 40,
  promos: 8,
  libraryItems: 20,
  systems: 8,
  deliveries: 5,
};

export const CROWD = 1_000;

/**
 * Seeds both creators and the crowd; returns { heavy, light }, each { id, email } (password DRILL_PASSWORD).
 * The sizes default to the benchmark's; a test passes small ones, and the app's rules modules as
 * its own loader imports them (`seedRules`).
 */
export async function seedHeavyAndLight(sql, { sizes = { heavy: HEAVY, light: LIGHT, crowd: CROWD }, rules } = {}) {
  rules ??= await appRules();
  const heavy = await createCreator(sql);
  const light = await createCreator(sql);
  await sql`update profiles set display_name = 'Heavy Creator' where user_id = ${heavy.id}`;
  await sql`update profiles set display_name = 'Light Creator' where user_id = ${light.id}`;
  const crowd = await sql`
    with crowd as (
      insert into users (email, password_hash)
      select 'crowd-' || gen_random_uuid() || '@example.com', password_hash from users, generate_series(1, ${sizes.crowd}::int) where id = ${light.id}
      returning id
    )
    insert into profiles (user_id, display_name, time_zone) select id, 'Crowd Creator', 'UTC' from crowd returning user_id`;
  await seedCreators(sql, rules, [heavy.id], sizes.heavy);
  await seedCreators(sql, rules, [light.id, ...crowd.map((row) => row.user_id)], sizes.light);
  return { heavy, light };
}

async function appRules() {
  const [workflow, launch, health] = await Promise.all([
    importApp("lib/rules/workflow.ts"),
    importApp("lib/rules/launch-checklist.ts"),
    importApp("lib/rules/health.ts"),
  ]);
  return seedRules({ workflow, launch, health });
}

/** The XP amounts, keys and labels from the app's rules modules, so the seeded ledger matches what the app awards. */
export function seedRules({ workflow, launch, health }) {
  const steps = workflow.WORKFLOW_STEPS.map((step, ord) => ({
    step,
    ord,
    xp: workflow.stepXp(step),
    key: workflow.stepXpKey("{id}", step),
    label: `${workflow.stepLabel(step)}: `,
  }));
  const progress = { profileComplete: false, firstIdeaCreated: true, firstScriptWritten: true, firstPostPublished: true, totalPosts: 5, earnedBonuses: [] };
  const bonuses = launch.reachedLaunchBonuses(progress).map(({ key, amount, label }) => ({ key, amount, label }));
  return { steps, bonuses, healthLogXp: health.HEALTH_LOG_XP };
}

/** Gives every creator in `userIds` (all in one time zone) the same data of this size. */
async function seedCreators(sql, rules, userIds, size) {
  const closedTasks = size.tasks - size.openTasks;
  const postedContent = size.contentItems - size.activeContent;
  const span = `${size.days} days`;
  await sql.begin(async (tx) => {
    const [{ today }] = await tx`select to_char(now() at time zone time_zone, 'YYYY-MM-DD') as today from profiles where user_id = ${userIds[0]}`;
    const users = tx`unnest(${userIds}::uuid[]) as u(id)`;
    const owned = tx`user_id = any(${userIds}::uuid[])`;

    // Closed tasks spread evenly over the years, each completed within a day of its creation;
    // the open ones are recent, due from a week ago to three weeks ahead, or undated.
    await tx`
      insert into tasks (user_id, title, category, status, xp_value, due_date, created_at, completed_at)
      select u.id, 'Task ' || n, (enum_range(null::task_category))[1 + n % 3], 'completed', (array[5, 10, 10, 15, 20, 25, 50])[1 + n % 7],
        case when n % 3 = 0 then created::date + n % 10 end, created, created + (n % 24) * interval '1 hour'
      from ${users}, generate_series(1, ${closedTasks}::int) n,
        lateral (select now() - interval '2 days' - (${closedTasks}::int - n) * ${span}::interval / ${closedTasks}::int as created) c`;
    await tx`
      insert into tasks (user_id, title, category, status, xp_value, due_date, created_at)
      select u.id, 'Open task ' || n, (enum_range(null::task_category))[1 + n % 3], 'pending', 10,
        case when n % 3 <> 2 then ${today}::date + (n % 28 - 7) end, now() - (${size.openTasks}::int - n) * interval '10 minutes'
      from ${users}, generate_series(1, ${size.openTasks}::int) n`;
    // Task awards use the key tasks.ts gives them ("task:<id>").
    await tx`
      insert into xp_events (user_id, key, source, amount, label, task_category, created_at, local_day)
      select user_id, 'task:' || id, 'task', xp_value, title, category, completed_at, (completed_at at time zone 'UTC')::date from tasks where ${owned} and completed_at is not null`;

    // Posted items over the years (every third one's post found by its address), and the
    // recent ones at every earlier step, half of them planned in the coming weeks.
    await tx`
      insert into content_items (user_id, title, platform, content_type, workflow_step, hook, hashtags, views, revenue, retention_score, post_date, social_post_url, created_at)
      select u.id, 'Clip ' || n, (enum_range(null::platform))[1 + n % 4], case when n % 5 = 0 then 'trend' else 'original' end::content_type,
        'posted', 'Hook ' || n, array['creator', 'tip' || n % 10], (n * 37) % 100000, (n % 50)::numeric, (n % 100)::numeric,
        (created + (n % 3) * interval '1 day')::date, case when n % 3 = 0 then 'https://www.tiktok.com/@seed/video/' || n end, created
      from ${users}, generate_series(1, ${postedContent}::int) n,
        lateral (select now() - interval '3 days' - (${postedContent}::int - n) * ${span}::interval / ${postedContent}::int as created) c`;
    await tx`
      insert into content_items (user_id, title, platform, workflow_step, hook, post_date, created_at)
      select u.id, 'Draft ' || n, (enum_range(null::platform))[1 + n % 4], step,
        case when step >= 'script' then 'Hook for draft ' || n end, case when n % 2 = 0 then ${today}::date + n % 45 end,
        now() - (${size.activeContent}::int - n) * interval '1 hour'
      from ${users}, generate_series(1, ${size.activeContent}::int) n, lateral (select (enum_range(null::workflow_step))[1 + n % 7] as step) s`;
    await tx`
      insert into xp_events (user_id, key, source, amount, label, created_at, local_day)
      select c.user_id, replace(s.key, '{id}', c.id::text), 'content', s.xp, s.label || c.title,
        least(now(), c.created_at + s.ord * interval '6 hours'), (least(now(), c.created_at + s.ord * interval '6 hours') at time zone 'UTC')::date
      from content_items c join jsonb_to_recordset(${tx.json(rules.steps)}) as s(step workflow_step, ord int, xp int, key text, label text)
        on s.step <= c.workflow_step
      where c.user_id = any(${userIds}::uuid[])`;
    await tx`
      insert into xp_events (user_id, key, source, amount, label, created_at, local_day)
      select u.id, b.key, 'onboarding', b.amount, b.label, now() - ${span}::interval, ((now() - ${span}::interval) at time zone 'UTC')::date
      from ${users}, jsonb_to_recordset(${tx.json(rules.bonuses)}) as b(key text, amount int, label text)`;

    // One health log a day, each with the app's health XP ("health:<date>").
    await tx`
      insert into health_logs (user_id, log_date, weight, mood, workout_completed, workout_type, fasting_hours, sleep_quality, created_at, updated_at)
      select u.id, day, round((80 + 3 * sin(n / 30.0))::numeric, 2), (enum_range(null::mood))[1 + n % 5], n % 7 < 4,
        case when n % 7 < 4 then 'Strength' end, 12 + n % 8, (enum_range(null::sleep_quality))[1 + n % 4], logged, logged
      from ${users}, generate_series(0, ${size.days}::int - 1) n, lateral (select ${today}::date - n as day) d, lateral (select least(now(), day + time '21:00') as logged) l`;
    await tx`
      insert into xp_events (user_id, key, source, amount, label, created_at, local_day)
      select user_id, 'health:' || to_char(log_date, 'YYYY-MM-DD'), 'health', ${rules.healthLogXp}::int, 'Health log ' || to_char(log_date, 'YYYY-MM-DD'), created_at, (created_at at time zone 'UTC')::date
      from health_logs where ${owned}`;

    await tx`
      insert into finance_entries (user_id, type, category, amount, description, entry_date, created_at)
      select u.id, case when n % 4 = 0 then 'income' else 'expense' end::finance_type,
        (array['Sponsorship', 'Equipment', 'Software', 'Travel', 'Food'])[1 + n % 5], round((10 + (n * 37) % 500)::numeric, 2), 'Entry ' || n,
        day, day + time '12:00' + n * interval '1 second'
      from ${users}, generate_series(1, ${size.financeEntries}::int) n,
        lateral (select ${today}::date - (${size.financeEntries}::int - n) * ${size.days}::int / ${size.financeEntries}::int as day) d`;

    await tx`
      insert into promos (user_id, brand_name, campaign_name, rate, contact_email, status, contract_signed, invoice_sent, deliverables, created_at)
      select u.id, 'Brand ' || n, 'Campaign ' || n, 500 + (n % 20) * 100, 'deals' || n || '@brand.example', (enum_range(null::promo_status))[1 + n % 4],
        n % 4 > 0, n % 4 >= 2, '1 TikTok, 2 stories', now() - (${size.promos}::int - n) * ${span}::interval / ${size.promos}::int
      from ${users}, generate_series(1, ${size.promos}::int) n`;
    await tx`
      insert into library_items (user_id, type, title, content, notes, tags, created_at, updated_at)
      select u.id, (enum_range(null::library_item_type))[1 + n % 2], 'Hook idea ' || n, 'Open with the result, then show the steps ' || n,
        'Worked well on TikTok', array['hooks', (array['tiktok', 'youtube', 'editing'])[1 + n % 3]], created, created
      from ${users}, generate_series(1, ${size.libraryItems}::int) n,
        lateral (select now() - (${size.libraryItems}::int - n) * ${span}::interval / ${size.libraryItems}::int as created) c`;
    await tx`
      insert into org_ops_tracker (user_id, system_name, type, impact_score, notes, status, completed_date, created_at)
      select u.id, 'System ' || n, (enum_range(null::ops_type))[1 + n % 5], 1 + n % 5, 'Saves an hour a week', status,
        case when status = 'done' then ${today}::date - n end, now() - (${size.systems}::int - n) * ${span}::interval / ${size.systems}::int
      from ${users}, generate_series(1, ${size.systems}::int) n, lateral (select (enum_range(null::ops_status))[1 + n % 3] as status) s`;
    await tx`
      insert into webhook_deliveries (user_id, kind, status, outcome, detail, created_at)
      select u.id, 'social_post', 200, 'Matched', 'Clip ' || n, now() - n * interval '1 day'
      from ${users}, generate_series(1, ${size.deliveries}::int) n`;

    // The rollups the XP engine keeps beside its ledger (migrations 0010, 0012, 0013); the
    // seeded creators live in UTC, the zone their events' local days were computed in. The
    // triggers of migration 0015 keep the rest as these rows go in (xp_day_runs from xp_daily,
    // the content counts, finance_monthly).
    await tx`update profiles set total_xp = (select sum(amount) from xp_events where xp_events.user_id = profiles.user_id) where ${owned}`;
    await tx`update profiles set peak_xp = total_xp where ${owned}`;
    await tx`
      insert into xp_totals (user_id, source, task_category, xp, events)
      select e.user_id, e.source, e.task_category, sum(e.amount), count(*) from xp_events e join ${users} on u.id = e.user_id group by 1, 2, 3`;
    await tx`
      insert into xp_daily (user_id, day, xp)
      select e.user_id, e.local_day, sum(e.amount) from xp_events e join ${users} on u.id = e.user_id group by 1, 2`;
    await tx`
      insert into user_badges (user_id, badge_id, earned_at)
      select u.id, b.id, now() from ${users}, badges b where b.xp_threshold <= (select sum(amount) from xp_events where user_id = u.id)`;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.DATABASE_URL) {
    console.error("Set DATABASE_URL to a migrated database (start the app on it once), e.g. postgres://postgres@127.0.0.1:5432/creator_quest");
    process.exit(2);
  }
  // It adds 1,002 made-up creators, for trying the app at scale: never on a real database.
  if (!isLocalDatabaseUrl(process.env.DATABASE_URL)) {
    console.error("Refusing to seed a database on another machine: DATABASE_URL must name a server on this one.");
    process.exit(2);
  }
  const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const started = Date.now();
    const { heavy, light } = await seedHeavyAndLight(sql);
    await sql`analyze`;
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in with the password "${DRILL_PASSWORD}":`);
    console.log(`  heavy: ${heavy.email}\n  light: ${light.email}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
