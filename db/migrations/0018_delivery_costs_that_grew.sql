-- A social-post delivery's database time, measured per function and per statement (scripts/bench,
-- track_functions and auto_explain): four costs that grew with a creator's history or were paid on
-- every delivery for nothing. Same results as before; only how they are computed changes.

-- title_words as plpgsql: a SQL function that the planner cannot inline is planned again on every
-- call, and a delivery calls it twice (the post's words, and the new item's generated column).
-- Same body, so the stored title_words of existing items stay exactly right.
CREATE OR REPLACE FUNCTION title_words(title text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(lower(title), '([[:alnum:]]+)', 'g') AS m ORDER BY 1);
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION award_reached_badges(p_user uuid, p_total integer) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_new jsonb;
BEGIN
  -- Usually every badge the total reaches is held already: a read, not an insert, says so.
  IF NOT EXISTS (SELECT 1 FROM badges WHERE xp_threshold <= p_total AND NOT EXISTS (SELECT 1 FROM user_badges WHERE user_id = p_user AND badge_id = badges.id)) THEN
    RETURN '[]'::jsonb;
  END IF;
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

-- The pending-bonus check was planned, once cached, as a hash anti-join that read every XP event
-- of the creator on each delivery: a cost that grew with their history. Now each bonus's key is
-- one probe of the (user_id, key) index: a LATERAL subquery with LIMIT is never turned into a join.
-- The pending bonuses keep the order they were passed in, whatever the plan.
CREATE OR REPLACE FUNCTION award_launch_bonuses(p_user uuid, p_bonuses jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_pending jsonb;
  v_counts jsonb;
  v_bonus jsonb;
  v_change jsonb;
  v_changes jsonb := '[]'::jsonb;
BEGIN
  -- Once every bonus is paid (the usual case), nothing needs counting.
  SELECT coalesce(jsonb_agg(bonus.value ORDER BY bonus.position), '[]'::jsonb) INTO v_pending
  FROM jsonb_array_elements(p_bonuses) WITH ORDINALITY AS bonus (value, position)
  LEFT JOIN LATERAL (SELECT 1 AS paid FROM xp_events WHERE user_id = p_user AND key = bonus.value ->> 'key' LIMIT 1) AS award ON true
  WHERE award.paid IS NULL;
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

-- As in migration 0016, with the title match skipping items that share no word with the post.
CREATE OR REPLACE FUNCTION record_social_post(
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
      -- A score above 0 needs a shared word: items sharing none are skipped before scoring.
      AND (item.title_words && v_post_words OR p_match_threshold <= 0)
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
