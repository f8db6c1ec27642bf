-- The delivery log named a post that made a new item by what the post held: its title, its address,
-- or only its platform ("created · TikTok"), where the new card reads "TikTok post". It now names
-- the item as a matched post's line does: 'Added “TikTok post” as posted (from: <address>)'.
-- Otherwise record_social_post is as in migration 0032.
CREATE OR REPLACE FUNCTION record_social_post(
  p_token text, p_user_id text, p_platform platform, p_post_url text, p_post_title text, p_post_date timestamptz,
  p_match_threshold float8, p_posted_key text, p_posted_xp integer, p_posted_label text, p_bonuses jsonb, p_kept_deliveries integer,
  p_limit_bucket text, p_limit_key text, p_limit_max integer, p_limit_window_seconds integer
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
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
  SELECT user_id INTO v_user FROM profiles WHERE webhook_token = p_token;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'unknown');
  END IF;
  PERFORM 1 FROM users WHERE id = v_user FOR KEY SHARE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'unknown');
  END IF;
  -- Found again under its lock: the account may have gone, or the address changed, meanwhile.
  SELECT time_zone INTO v_zone FROM profiles WHERE user_id = v_user AND webhook_token = p_token FOR UPDATE;
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

  -- The post's own date as a day in the creator's zone; without one, today (decision D1), which
  -- also replaces a planned date still to come (least() skips a null: an empty date is today too).
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
      -- A title too short to reach the threshold with one word missing (up to four words at 0.8)
      -- matches only with every word in the post, which an array operator tells before scoring.
      -- The missing word's share is computed as title_match computes a score, so a five-word title
      -- one word short (4 / 5 = 0.8) is still scored.
      AND (item.title_words <@ v_post_words
           OR (cardinality(item.title_words) - 1)::float8 / nullif(cardinality(item.title_words), 0) >= p_match_threshold)
    ORDER BY matched.score DESC, item.created_at, item.id
    LIMIT 1;
  ELSE
    -- No title to match by: the post is the item the creator sent to their automation with
    -- Trigger post on that platform in the last two days, when exactly one waits. With none, or
    -- several (which went live can't be told), a new posted item records it, as before.
    SELECT CASE WHEN count(*) = 1 THEN (array_agg(triggered.id))[1] END INTO v_item_id
    FROM (
      SELECT id FROM content_items
      WHERE user_id = v_user AND platform = p_platform AND workflow_step <> 'posted'
        AND post_triggered_at > now() - interval '2 days'
      LIMIT 2
    ) AS triggered;
  END IF;

  IF v_item_id IS NOT NULL THEN
    UPDATE content_items
    SET workflow_step = 'posted',
        post_date = CASE WHEN p_post_date IS NOT NULL THEN v_day ELSE least(post_date, v_day) END,
        social_post_url = p_post_url, auto_posted = true, webhook_triggered_at = now()
    WHERE id = v_item_id
    RETURNING title INTO v_title;
    v_outcome := 'matched';
    -- The log names the item first: a long caption is cut off on a phone's screen.
    v_detail := 'Marked “' || v_title || '” posted (from: ' || v_detail || ')';
  ELSE
    INSERT INTO content_items (user_id, title, platform, workflow_step, post_date, social_post_url, auto_posted, webhook_triggered_at)
    VALUES (v_user, coalesce(p_post_title, p_platform::text || ' post'), p_platform, 'posted', v_day, p_post_url, true, now())
    RETURNING id, title INTO v_item_id, v_title;
    v_outcome := 'created';
    -- Named as its card is ("TikTok post" when the post had no title), with the address that
    -- told it apart when that is all the post had.
    v_detail := 'Added “' || v_title || '” as posted'
                || CASE WHEN p_post_title IS NULL AND p_post_url IS NOT NULL THEN ' (from: ' || p_post_url || ')' ELSE '' END;
  END IF;

  v_changes := jsonb_build_array(award_xp(v_user, replace(p_posted_key, '{id}', v_item_id::text), 'match', p_posted_xp, p_posted_label || v_title, NULL))
               || award_launch_bonuses(v_user, p_bonuses);
  PERFORM record_webhook_delivery(v_user, 'social_post', 200, v_outcome, v_detail, p_kept_deliveries);
  RETURN jsonb_build_object('outcome', v_outcome, 'itemId', v_item_id, 'changes', v_changes);
END
$$;
