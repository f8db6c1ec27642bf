-- A webhook delivery in one statement and one commit: the address's abuse limit, counted in
-- rate_limit_hits, moves into record_social_post. Before, a delivery was two transactions (the
-- limit's count, then the delivery), so twice the round trips and commits per request.
-- The sliding-window rule itself (was lib/rules/sliding-window.ts estimatedHits) now lives here
-- once, for every limit: lib/rate-limit.ts calls rate_limit_window for its hits and checks.

-- Hits in the current fixed window plus the previous window's hits weighted by how much of it
-- still overlaps the last p_window_seconds, so an allowance never resets all at once at a
-- window's edge.
CREATE FUNCTION rate_limit_estimate(p_current integer, p_previous integer, p_elapsed_seconds float8, p_window_seconds integer)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_current + p_previous * greatest(0, 1 - p_elapsed_seconds / p_window_seconds)
$$;--> statement-breakpoint

-- One key's window in one bucket: counts a hit first when p_hit (else only reads), and says
-- whether it is allowed: { allowed, current, previous, elapsedSeconds } (seconds into the
-- current window). A hit is allowed when the estimate with it counted is at most p_max; a check
-- asks whether one more hit would be.
CREATE FUNCTION rate_limit_window(p_bucket text, p_key text, p_max integer, p_window_seconds integer, p_hit boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_start timestamptz := to_timestamp(floor(extract(epoch FROM now()) / p_window_seconds) * p_window_seconds);
  v_elapsed float8 := extract(epoch FROM now() - v_start)::float8;
  v_current integer;
  v_previous integer;
BEGIN
  IF p_hit THEN
    INSERT INTO rate_limit_hits AS hit (bucket, key, window_start, hits) VALUES (p_bucket, p_key, v_start, 1)
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = hit.hits + 1
    RETURNING hits INTO v_current;
  ELSE
    SELECT hits INTO v_current FROM rate_limit_hits WHERE bucket = p_bucket AND key = p_key AND window_start = v_start;
  END IF;
  SELECT hits INTO v_previous FROM rate_limit_hits
  WHERE bucket = p_bucket AND key = p_key AND window_start = v_start - make_interval(secs => p_window_seconds);
  v_current := coalesce(v_current, 0);
  v_previous := coalesce(v_previous, 0);
  RETURN jsonb_build_object(
    'allowed', rate_limit_estimate(v_current, v_previous, v_elapsed, p_window_seconds) + CASE WHEN p_hit THEN 0 ELSE 1 END <= p_max,
    'current', v_current, 'previous', v_previous, 'elapsedSeconds', v_elapsed);
END
$$;--> statement-breakpoint

DROP FUNCTION record_social_post(text, text, platform, text, text, timestamptz, float8, text, integer, text, jsonb, integer);--> statement-breakpoint

-- A post went live (decision D6), in one statement: find the address's owner and lock their XP;
-- refuse another creator's userId; a repeated post address changes nothing; otherwise mark the
-- best-matching not-yet-posted item on that platform posted (dated in the creator's zone), or
-- create a posted item; award the posted XP once and any launch bonus; log the delivery.
-- The ledger key (with {id} for the item's id), XP and label prefix come from lib/rules/workflow.ts.
-- The address's abuse limit is counted first, in the same statement (rate_limit_window): a
-- delivery is one statement and one commit.
-- Returns { outcome: unknown | limited | forbidden | duplicate | matched | created, itemId?, changes?, limit? }.
CREATE FUNCTION record_social_post(
  p_token text, p_user_id text, p_platform platform, p_post_url text, p_post_title text, p_post_date timestamptz,
  p_match_threshold float8, p_posted_key text, p_posted_xp integer, p_posted_label text, p_bonuses jsonb, p_kept_deliveries integer,
  p_limit_bucket text, p_limit_key text, p_limit_max integer, p_limit_window_seconds integer
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
  v_limit jsonb;
BEGIN
  SELECT user_id, time_zone INTO v_user, v_zone FROM profiles WHERE webhook_token = p_token FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'unknown');
  END IF;
  v_limit := rate_limit_window(p_limit_bucket, p_limit_key, p_limit_max, p_limit_window_seconds, true);
  IF NOT (v_limit->>'allowed')::boolean THEN
    RETURN jsonb_build_object('outcome', 'limited', 'limit', v_limit);
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
--> statement-breakpoint

-- What a delivery spends in the database, measured with track_functions = 'all': a SQL-language
-- function that the planner cannot inline is planned again on every call, so the launch
-- checklist's counts and the badge check cost more to plan than to run. As plpgsql functions
-- their plans are cached per connection. Same bodies, same results.
CREATE OR REPLACE FUNCTION launch_progress(p_user uuid, p_enough integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'profileComplete', (SELECT length(trim(display_name)) > 0 AND avatar_url IS NOT NULL FROM profiles WHERE user_id = p_user),
    'contentItems', (SELECT count(*) FROM (SELECT 1 FROM content_items WHERE user_id = p_user LIMIT p_enough) AS counted),
    'scripts', (SELECT count(*) FROM (SELECT 1 FROM content_items WHERE user_id = p_user AND length(trim(coalesce(hook, ''))) > 0 LIMIT p_enough) AS counted),
    'posts', (SELECT count(*) FROM (SELECT 1 FROM content_items WHERE user_id = p_user AND workflow_step = 'posted' LIMIT p_enough) AS counted));
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION award_reached_badges(p_user uuid, p_total integer) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_new jsonb;
BEGIN
  WITH inserted AS (
    INSERT INTO user_badges (user_id, badge_id)
    SELECT p_user, id FROM badges WHERE xp_threshold <= p_total
    ON CONFLICT DO NOTHING
    RETURNING badge_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'icon', b.icon, 'xpThreshold', b.xp_threshold) ORDER BY b.xp_threshold), '[]'::jsonb)
  INTO v_new
  FROM inserted JOIN badges AS b ON b.id = inserted.badge_id;
  RETURN v_new;
END
$$;--> statement-breakpoint

-- The log keeps the creator's newest p_kept deliveries. The trim used to lock the p_kept rows it
-- skipped as well (FOR UPDATE applies below OFFSET), writing fifty row locks per delivery; now it
-- finds the oldest kept row's time without locking and locks only the rows it deletes, still
-- skipping rows another delivery is deleting (two waits in opposite order would deadlock).
CREATE OR REPLACE FUNCTION record_webhook_delivery(p_user uuid, p_kind webhook_kind, p_status integer, p_outcome text, p_detail text, p_kept integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_oldest_kept timestamptz;
BEGIN
  INSERT INTO webhook_deliveries (user_id, kind, status, outcome, detail) VALUES (p_user, p_kind, p_status, p_outcome, p_detail);
  SELECT created_at INTO v_oldest_kept FROM webhook_deliveries WHERE user_id = p_user ORDER BY created_at DESC OFFSET p_kept - 1 LIMIT 1;
  IF v_oldest_kept IS NOT NULL THEN
    DELETE FROM webhook_deliveries
    WHERE id IN (SELECT id FROM webhook_deliveries WHERE user_id = p_user AND created_at < v_oldest_kept FOR UPDATE SKIP LOCKED);
  END IF;
END
$$;
