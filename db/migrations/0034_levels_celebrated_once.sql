-- A level is celebrated the first time it is reached. The client worked out a level-up from the
-- total before and after an award, so XP taken back (a task unticked, a step undone) and earned
-- again showed "Level up!" a second time for the same level. Badges are earned once already
-- (user_badges); levels now follow the highest total ever reached, peak_xp. The ledger keeps no
-- record of awards taken back, so the peak starts at each creator's total today: a level passed
-- before this migration and since lost is celebrated once more, and from then on only once.
ALTER TABLE "profiles" ADD COLUMN "peak_xp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "peak_xp" = "total_xp";--> statement-breakpoint

-- As in migration 0010, with the peak raised by the same update that raises the total, and the
-- peak before this award in the answer (peakXpBefore), read under the creator's XP lock.
CREATE OR REPLACE FUNCTION award_xp(p_user uuid, p_key text, p_source xp_source, p_amount integer, p_label text, p_task_category task_category)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
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
    UPDATE profiles SET total_xp = total_xp + v_added, peak_xp = greatest(peak_xp, total_xp + v_added)
    WHERE user_id = p_user RETURNING total_xp INTO v_total;
    PERFORM add_to_xp_rollups(p_user, v_day, p_source, p_task_category, v_added, 1);
  END IF;
  RETURN xp_change(p_user, v_added IS NOT NULL, coalesce(v_added, 0), v_total) || jsonb_build_object('peakXpBefore', v_profile.peak_xp);
END
$$;--> statement-breakpoint

-- As in migration 0010: a completed task's new XP value can raise the total past its peak too.
CREATE OR REPLACE FUNCTION update_xp_award(p_user uuid, p_key text, p_amount integer, p_label text, p_task_category task_category)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
DECLARE
  v_profile profiles := lock_user_xp(p_user);
  v_total integer := v_profile.total_xp;
  v_previous xp_events;
BEGIN
  SELECT * INTO v_previous FROM xp_events WHERE user_id = p_user AND key = p_key;
  IF v_previous.id IS NULL THEN
    RETURN xp_change(p_user, false, 0, v_total) || jsonb_build_object('peakXpBefore', v_profile.peak_xp);
  END IF;
  UPDATE xp_events SET amount = p_amount, label = p_label, task_category = p_task_category WHERE user_id = p_user AND key = p_key;
  UPDATE profiles SET total_xp = total_xp + p_amount - v_previous.amount, peak_xp = greatest(peak_xp, total_xp + p_amount - v_previous.amount)
  WHERE user_id = p_user RETURNING total_xp INTO v_total;
  -- The award stays on its day; it moves between categories as one removed and one added.
  PERFORM add_to_xp_rollups(p_user, v_previous.local_day, v_previous.source, v_previous.task_category, -v_previous.amount, -1);
  PERFORM add_to_xp_rollups(p_user, v_previous.local_day, v_previous.source, p_task_category, p_amount, 1);
  RETURN xp_change(p_user, true, p_amount - v_previous.amount, v_total) || jsonb_build_object('peakXpBefore', v_profile.peak_xp);
END
$$;
