ALTER TABLE "profiles" ADD COLUMN "logged_deliveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The log keeps the creator's newest p_kept deliveries in sight (listDeliveries never reads
-- further). Finding the p_kept-th newest row on every delivery cost more than the log's insert
-- itself, so the trim now runs on every p_kept-th delivery, counted on the profile row, and takes
-- the log back to the newest p_kept: at most 2 × p_kept - 1 rows are stored (plus any sharing the
-- oldest kept row's created_at). Counting takes the creator's profile lock, so one creator's
-- deliveries log and trim in turn (record_social_post holds that lock already); SKIP LOCKED now
-- only steps around rows an account deletion is removing. The insert comes first: its foreign-key
-- check locks the users row before the profile row, the order an account deletion takes them in,
-- so the two wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION record_webhook_delivery(p_user uuid, p_kind webhook_kind, p_status integer, p_outcome text, p_detail text, p_kept integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_logged integer;
  v_oldest_kept timestamptz;
BEGIN
  INSERT INTO webhook_deliveries (user_id, kind, status, outcome, detail) VALUES (p_user, p_kind, p_status, p_outcome, p_detail);
  UPDATE profiles SET logged_deliveries = logged_deliveries + 1 WHERE user_id = p_user RETURNING logged_deliveries INTO v_logged;
  IF v_logged % p_kept <> 0 THEN
    RETURN;
  END IF;
  SELECT created_at INTO v_oldest_kept FROM webhook_deliveries WHERE user_id = p_user ORDER BY created_at DESC OFFSET p_kept - 1 LIMIT 1;
  IF v_oldest_kept IS NOT NULL THEN
    DELETE FROM webhook_deliveries
    WHERE id IN (SELECT id FROM webhook_deliveries WHERE user_id = p_user AND created_at < v_oldest_kept FOR UPDATE SKIP LOCKED);
  END IF;
END
$$;
