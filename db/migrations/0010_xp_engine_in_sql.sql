-- The XP engine (decisions D2, D3, D5) and the social-post delivery (D6) as database functions.
-- Why: a delivery used to hold the creator's XP lock across a dozen round trips, so deliveries
-- queued behind each other's network waits. Now each XP change, and each delivery, is one
-- statement that locks the creator's profile row for the sub-millisecond it runs; every
-- statement inside a plpgsql function sees what committed before it, so the rules stay exact
-- under concurrency. The amounts, keys and labels still come from the TypeScript rules
-- (lib/rules), passed in as arguments; db/queries/xp.ts and db/queries/webhooks.ts call these.

-- The running total, kept by the functions below (the only writers of xp_events) together with
-- the breakdown in xp_totals (migration 0012) and the XP per day in xp_daily (migration 0013),
-- so no award or page sums the whole ledger again.
ALTER TABLE "profiles" ADD COLUMN "total_xp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "total_xp" = coalesce((SELECT sum("amount") FROM "xp_events" WHERE "xp_events"."user_id" = "profiles"."user_id"), 0);--> statement-breakpoint

-- The words of a title, lower case: runs of letters and digits in any script. Each content item
-- keeps its title's words in a generated column (migration 0012), so matching a post against the
-- planned items compares word arrays instead of splitting every planned title again.
CREATE FUNCTION title_words(title text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(lower(title), '([[:alnum:]]+)', 'g') AS m ORDER BY 1)
$$;--> statement-breakpoint

-- Share of the planned title's words found among the post's words, from 0 to 1 (decision D6).
-- A set-returning SQL function, so the planner inlines it into the query that calls it.
CREATE FUNCTION title_match(planned_words text[], post_words text[]) RETURNS TABLE (score float8) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((count(*) FILTER (WHERE word = ANY (post_words)))::float8 / nullif(count(*), 0), 0)
  FROM unnest(planned_words) AS word
$$;--> statement-breakpoint

-- Awards every badge whose threshold the total has reached; returns the new ones, lowest first.
CREATE FUNCTION award_reached_badges(p_user uuid, p_total integer) RETURNS jsonb LANGUAGE sql AS $$
  WITH inserted AS (
    INSERT INTO user_badges (user_id, badge_id)
    SELECT p_user, id FROM badges WHERE xp_threshold <= p_total
    ON CONFLICT DO NOTHING
    RETURNING badge_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'icon', b.icon, 'xpThreshold', b.xp_threshold) ORDER BY b.xp_threshold), '[]'::jsonb)
  FROM inserted JOIN badges AS b ON b.id = inserted.badge_id
$$;--> statement-breakpoint

-- Takes the creator's XP lock (their profile row) and returns the row. Every XP change takes it
-- first, so changes for one creator run one at a time and never deadlock.
CREATE FUNCTION lock_user_xp(p_user uuid) RETURNS profiles LANGUAGE plpgsql AS $$
DECLARE
  v_profile profiles;
BEGIN
  SELECT * INTO v_profile FROM profiles WHERE user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'No profile for user %', p_user USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN v_profile;
END
$$;--> statement-breakpoint

-- One XP change as the app reads it: { changed, amount, totalXp, newBadges }.
CREATE FUNCTION xp_change(p_user uuid, p_changed boolean, p_amount integer, p_total integer) RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_build_object('changed', p_changed, 'amount', p_amount, 'totalXp', p_total, 'newBadges', award_reached_badges(p_user, p_total))
$$;--> statement-breakpoint

-- Moves the creator's rollups by one award added (p_events 1) or removed (-1): the XP of its day
-- (xp_daily, migration 0013) and the breakdown by source and category (xp_totals, migration 0012).
CREATE FUNCTION add_to_xp_rollups(p_user uuid, p_day date, p_source xp_source, p_task_category task_category, p_xp integer, p_events integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO xp_daily AS daily (user_id, day, xp) VALUES (p_user, p_day, p_xp)
  ON CONFLICT (user_id, day) DO UPDATE SET xp = daily.xp + excluded.xp;
  INSERT INTO xp_totals AS totals (user_id, source, task_category, xp, events)
  VALUES (p_user, p_source, p_task_category, p_xp, p_events)
  ON CONFLICT (user_id, source, task_category) DO UPDATE SET xp = totals.xp + excluded.xp, events = totals.events + excluded.events;
  IF p_events < 0 THEN
    DELETE FROM xp_daily WHERE user_id = p_user AND day = p_day AND xp = 0;
    DELETE FROM xp_totals WHERE user_id = p_user AND source = p_source AND task_category IS NOT DISTINCT FROM p_task_category AND events = 0;
  END IF;
END
$$;--> statement-breakpoint

-- Writes the award once per key; a repeated or concurrent award with the same key adds nothing.
CREATE FUNCTION award_xp(p_user uuid, p_key text, p_source xp_source, p_amount integer, p_label text, p_task_category task_category)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_profile profiles := lock_user_xp(p_user);
  v_total integer := v_profile.total_xp;
  v_day date := (now() AT TIME ZONE v_profile.time_zone)::date;
  v_added integer;
BEGIN
  INSERT INTO xp_events (user_id, key, source, amount, label, task_category, local_day)
  VALUES (p_user, p_key, p_source, p_amount, p_label, p_task_category, v_day)
  ON CONFLICT (user_id, key) DO NOTHING
  RETURNING amount INTO v_added;
  IF v_added IS NOT NULL THEN
    UPDATE profiles SET total_xp = total_xp + v_added WHERE user_id = p_user RETURNING total_xp INTO v_total;
    PERFORM add_to_xp_rollups(p_user, v_day, p_source, p_task_category, v_added, 1);
  END IF;
  RETURN xp_change(p_user, v_added IS NOT NULL, coalesce(v_added, 0), v_total);
END
$$;--> statement-breakpoint

-- Removes the award with this key, if any.
CREATE FUNCTION reverse_xp(p_user uuid, p_key text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_total integer := (lock_user_xp(p_user)).total_xp;
  v_removed xp_events;
BEGIN
  DELETE FROM xp_events WHERE user_id = p_user AND key = p_key RETURNING * INTO v_removed;
  IF v_removed.id IS NOT NULL THEN
    UPDATE profiles SET total_xp = total_xp - v_removed.amount WHERE user_id = p_user RETURNING total_xp INTO v_total;
    PERFORM add_to_xp_rollups(p_user, v_removed.local_day, v_removed.source, v_removed.task_category, -v_removed.amount, -1);
  END IF;
  -- A lower total earns nothing new, but the check keeps the rule in one place.
  RETURN xp_change(p_user, v_removed.id IS NOT NULL, coalesce(v_removed.amount, 0), v_total);
END
$$;--> statement-breakpoint

-- Changes the amount and label of an existing award (a completed task edited); amount is the difference.
CREATE FUNCTION update_xp_award(p_user uuid, p_key text, p_amount integer, p_label text, p_task_category task_category)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_total integer := (lock_user_xp(p_user)).total_xp;
  v_previous xp_events;
BEGIN
  SELECT * INTO v_previous FROM xp_events WHERE user_id = p_user AND key = p_key;
  IF v_previous.id IS NULL THEN
    RETURN xp_change(p_user, false, 0, v_total);
  END IF;
  UPDATE xp_events SET amount = p_amount, label = p_label, task_category = p_task_category WHERE user_id = p_user AND key = p_key;
  UPDATE profiles SET total_xp = total_xp + p_amount - v_previous.amount WHERE user_id = p_user RETURNING total_xp INTO v_total;
  -- The award stays on its day; it moves between categories as one removed and one added.
  PERFORM add_to_xp_rollups(p_user, v_previous.local_day, v_previous.source, v_previous.task_category, -v_previous.amount, -1);
  PERFORM add_to_xp_rollups(p_user, v_previous.local_day, v_previous.source, p_task_category, p_amount, 1);
  RETURN xp_change(p_user, true, p_amount - v_previous.amount, v_total);
END
$$;--> statement-breakpoint

-- The launch checklist's counts (decision D5): { profileComplete, contentItems, scripts, posts },
-- each counted only up to p_enough (the most any checklist item needs), so the checklist costs
-- the same for a creator with twenty thousand posts as for one with three.
CREATE FUNCTION launch_progress(p_user uuid, p_enough integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'profileComplete', (SELECT length(trim(display_name)) > 0 AND avatar_url IS NOT NULL FROM profiles WHERE user_id = p_user),
    'contentItems', (SELECT count(*) FROM (SELECT 1 FROM content_items WHERE user_id = p_user LIMIT p_enough) AS counted),
    'scripts', (SELECT count(*) FROM (SELECT 1 FROM content_items WHERE user_id = p_user AND length(trim(coalesce(hook, ''))) > 0 LIMIT p_enough) AS counted),
    'posts', (SELECT count(*) FROM (SELECT 1 FROM content_items WHERE user_id = p_user AND workflow_step = 'posted' LIMIT p_enough) AS counted))
$$;--> statement-breakpoint

-- Awards every launch bonus whose needs the counts now meet and that was not awarded yet.
-- p_bonuses: [{ key, amount, label, needs: { profileComplete?, contentItems?, scripts?, posts? } }]
-- from LAUNCH_BONUSES. Returns the XP changes made (an empty array when none).
CREATE FUNCTION award_launch_bonuses(p_user uuid, p_bonuses jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_pending jsonb;
  v_counts jsonb;
  v_bonus jsonb;
  v_change jsonb;
  v_changes jsonb := '[]'::jsonb;
BEGIN
  -- Once every bonus is paid (the usual case), nothing needs counting.
  SELECT coalesce(jsonb_agg(bonus), '[]'::jsonb) INTO v_pending
  FROM jsonb_array_elements(p_bonuses) AS bonus
  WHERE NOT EXISTS (SELECT 1 FROM xp_events WHERE user_id = p_user AND key = bonus ->> 'key');
  IF jsonb_array_length(v_pending) = 0 THEN
    RETURN v_changes;
  END IF;
  v_counts := launch_progress(p_user, (SELECT max(need.value::integer) FROM jsonb_array_elements(v_pending) AS bonus, jsonb_each_text(bonus -> 'needs') AS need));
  v_counts := v_counts || jsonb_build_object('profileComplete', CASE WHEN (v_counts ->> 'profileComplete')::boolean THEN 1 ELSE 0 END);
  FOR v_bonus IN SELECT value FROM jsonb_array_elements(v_pending) LOOP
    IF NOT EXISTS (SELECT 1 FROM jsonb_each_text(v_bonus -> 'needs') AS need WHERE coalesce((v_counts ->> need.key)::integer, 0) < need.value::integer) THEN
      v_change := award_xp(p_user, v_bonus ->> 'key', 'onboarding', (v_bonus ->> 'amount')::integer, v_bonus ->> 'label', NULL);
      IF (v_change ->> 'changed')::boolean THEN
        v_changes := v_changes || jsonb_build_array(v_change);
      END IF;
    END IF;
  END LOOP;
  RETURN v_changes;
END
$$;--> statement-breakpoint

-- Logs a webhook delivery and keeps only the creator's newest p_kept.
CREATE FUNCTION record_webhook_delivery(p_user uuid, p_kind webhook_kind, p_status integer, p_outcome text, p_detail text, p_kept integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (user_id, kind, status, outcome, detail) VALUES (p_user, p_kind, p_status, p_outcome, p_detail);
  -- Simultaneous deliveries trim the same old rows: each skips those another is already
  -- deleting, instead of waiting on them (two such waits in opposite order would deadlock).
  DELETE FROM webhook_deliveries
  WHERE id IN (SELECT id FROM webhook_deliveries WHERE user_id = p_user ORDER BY created_at DESC OFFSET p_kept FOR UPDATE SKIP LOCKED);
END
$$;--> statement-breakpoint

-- A post went live (decision D6), in one statement: find the address's owner and lock their XP;
-- refuse another creator's userId; a repeated post address changes nothing; otherwise mark the
-- best-matching not-yet-posted item on that platform posted (dated in the creator's zone), or
-- create a posted item; award the posted XP once and any launch bonus; log the delivery.
-- The ledger key (with {id} for the item's id), XP and label prefix come from lib/rules/workflow.ts.
-- Returns { outcome: unknown | forbidden | duplicate | matched | created, itemId?, changes? }.
CREATE FUNCTION record_social_post(
  p_token text, p_user_id text, p_platform platform, p_post_url text, p_post_title text, p_post_date timestamptz,
  p_match_threshold float8, p_posted_key text, p_posted_xp integer, p_posted_label text, p_bonuses jsonb, p_kept_deliveries integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_user uuid;
  v_zone text;
  v_day date;
  v_item_id uuid;
  v_title text;
  v_outcome text;
  v_changes jsonb;
  v_detail text := coalesce(p_post_title, p_post_url, p_platform::text);
  v_post_words text[];
BEGIN
  SELECT user_id, time_zone INTO v_user, v_zone FROM profiles WHERE webhook_token = p_token FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'unknown');
  END IF;
  IF p_user_id IS DISTINCT FROM v_user::text THEN
    PERFORM record_webhook_delivery(v_user, 'social_post', 403, 'rejected', 'userId is not this address''s owner', p_kept_deliveries);
    RETURN jsonb_build_object('outcome', 'forbidden');
  END IF;

  IF p_post_url IS NOT NULL THEN
    SELECT id INTO v_item_id FROM content_items WHERE user_id = v_user AND social_post_url = p_post_url LIMIT 1;
    IF FOUND THEN
      PERFORM record_webhook_delivery(v_user, 'social_post', 200, 'duplicate', v_detail, p_kept_deliveries);
      RETURN jsonb_build_object('outcome', 'duplicate', 'itemId', v_item_id, 'changes', '[]'::jsonb);
    END IF;
  END IF;

  -- The post's own date as a day in the creator's zone; without one, today (decision D1).
  v_day := (coalesce(p_post_date, now()) AT TIME ZONE v_zone)::date;
  IF p_post_title IS NOT NULL THEN
    -- The best match reaching the threshold; ties go to the earlier item.
    -- The post's words once, not once per candidate.
    v_post_words := title_words(p_post_title);
    SELECT item.id INTO v_item_id
    FROM content_items AS item CROSS JOIN LATERAL title_match(item.title_words, v_post_words) AS matched
    WHERE item.user_id = v_user AND item.platform = p_platform AND item.workflow_step <> 'posted'
      AND matched.score >= p_match_threshold
    ORDER BY matched.score DESC, item.created_at, item.id
    LIMIT 1;
  END IF;

  IF v_item_id IS NOT NULL THEN
    UPDATE content_items
    SET workflow_step = 'posted',
        post_date = CASE WHEN p_post_date IS NOT NULL THEN v_day ELSE coalesce(post_date, v_day) END,
        social_post_url = p_post_url, auto_posted = true, webhook_triggered_at = now()
    WHERE id = v_item_id
    RETURNING title INTO v_title;
    v_outcome := 'matched';
  ELSE
    INSERT INTO content_items (user_id, title, platform, workflow_step, post_date, social_post_url, auto_posted, webhook_triggered_at)
    VALUES (v_user, coalesce(p_post_title, p_platform::text || ' post'), p_platform, 'posted', v_day, p_post_url, true, now())
    RETURNING id, title INTO v_item_id, v_title;
    v_outcome := 'created';
  END IF;

  v_changes := jsonb_build_array(award_xp(v_user, replace(p_posted_key, '{id}', v_item_id::text), 'match', p_posted_xp, p_posted_label || v_title, NULL))
               || award_launch_bonuses(v_user, p_bonuses);
  PERFORM record_webhook_delivery(v_user, 'social_post', 200, v_outcome, v_detail, p_kept_deliveries);
  RETURN jsonb_build_object('outcome', v_outcome, 'itemId', v_item_id, 'changes', v_changes);
END
$$;
