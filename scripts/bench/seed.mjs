// A creator with a realistic month behind the pages benchmark, inserted straight into the database
// as drill.mjs's createCreator does: tasks, content across every step and platform dated this month,
// three weeks of health logs, four weeks of finance entries and the XP events of the done work.

/** Fills the account of `userId`; returns how many rows of each kind it inserted. */
export async function seedCreatorMonth(sql, userId) {
  const counts = { tasks: 40, content: 60, health: 21, finance: 28, xp: 30 };
  // Every third task is done (within the last two weeks); due dates spread over this month.
  await sql`
    insert into tasks (user_id, title, category, status, xp_value, due_date, completed_at)
    select ${userId}, 'Bench task ' || n,
      (array['Business', 'Personal', 'Gym'])[1 + n % 3]::task_category,
      (case when n % 3 = 0 then 'completed' else 'pending' end)::task_status,
      10 + (n % 5) * 5,
      date_trunc('month', current_date)::date + (n % 28),
      case when n % 3 = 0 then now() - (n % 14) * interval '1 day' end
    from generate_series(1, ${counts.tasks}) n`;
  await sql`
    insert into content_items (user_id, title, platform, content_type, workflow_step, hook, hashtags, sound_used, views, post_date)
    select ${userId}, 'Bench clip ' || n,
      (array['TikTok', 'YouTube', 'Instagram', 'Twitter'])[1 + n % 4]::platform,
      (case when n % 5 = 0 then 'trend' else 'original' end)::content_type,
      (array['idea', 'script', 'retention', 'filming', 'hashtags', 'sound', 'ready', 'posted'])[1 + n % 8]::workflow_step,
      'Hook for clip ' || n || ': the one thing nobody tells you',
      array['creator', 'bench' || (n % 6)],
      case when n % 2 = 0 then 'Sound ' || (n % 7) end,
      case when n % 8 = 7 then 1000 * n end,
      date_trunc('month', current_date)::date + (n % 28)
    from generate_series(1, ${counts.content}) n`;
  await sql`
    insert into health_logs (user_id, log_date, weight, mood, workout_completed, workout_type, fasting_hours, sleep_quality)
    select ${userId}, current_date - n, 80 - n * 0.1,
      (array['excellent', 'good', 'neutral', 'low', 'poor'])[1 + n % 5]::mood,
      n % 2 = 0, case when n % 2 = 0 then 'Strength' end, 12 + n % 6,
      (array['excellent', 'good', 'fair', 'poor'])[1 + n % 4]::sleep_quality
    from generate_series(0, ${counts.health - 1}) n`;
  await sql`
    insert into finance_entries (user_id, type, category, amount, description, entry_date)
    select ${userId},
      (case when n % 3 = 0 then 'income' else 'expense' end)::finance_type,
      (array['Sponsorship', 'Equipment', 'Software', 'Ad revenue'])[1 + n % 4],
      25 + n * 7.5, 'Bench entry ' || n, current_date - n
    from generate_series(0, ${counts.finance - 1}) n`;
  // The creator lives in UTC (createCreator); the XP engine's rollups (migrations 0010, 0012, 0013) follow the ledger.
  await sql`
    insert into xp_events (user_id, key, source, amount, label, task_category, created_at, local_day)
    select ${userId}, 'bench:' || n, 'task', 10 + (n % 5) * 5, 'Bench task ' || n,
      (array['Business', 'Personal', 'Gym'])[1 + n % 3]::task_category, earned, (earned at time zone 'UTC')::date
    from generate_series(1, ${counts.xp}) n, lateral (select now() - (n % 14) * interval '1 day' as earned) as e`;
  await sql`update profiles set total_xp = (select sum(amount) from xp_events where user_id = ${userId}) where user_id = ${userId}`;
  // As the XP engine keeps them with the total: the highest total reached, and the badges it reached.
  await sql`update profiles set peak_xp = total_xp where user_id = ${userId}`;
  await sql`select award_reached_badges(${userId}::uuid, total_xp) from profiles where user_id = ${userId}`;
  await sql`insert into xp_daily (user_id, day, xp) select user_id, local_day, sum(amount) from xp_events where user_id = ${userId} group by 1, 2`;
  await sql`
    insert into xp_totals (user_id, source, task_category, xp, events)
    select user_id, source, task_category, sum(amount), count(*) from xp_events where user_id = ${userId} group by 1, 2, 3`;
  return counts;
}
