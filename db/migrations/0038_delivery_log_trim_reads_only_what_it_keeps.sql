-- The delivery log's trim (every p_kept-th delivery, migration 0019) deleted every row older than
-- the p_kept-th newest. Postgres read those through a bitmap scan, which visits each row the index
-- still points to, the ones earlier trims deleted included, and never marks them gone: until a
-- vacuum, every trim read all of the creator's trimmed history again. Under a steady stream of
-- deliveries (pgbench of record_social_post, 10 clients, 50 creators) the rate fell by a tenth in
-- two minutes, and a trim on a log that had taken 650 deliveries read 374 table pages for nothing.
--
-- The trim now deletes by position: the rows after the newest p_kept, up to p_kept of them, read
-- newest first through the (user_id, created_at) index, which stops at the last live row it needs
-- and never reaches the trimmed ones. With a trim on every p_kept-th delivery those are exactly
-- the rows past the newest p_kept, so the log holds at most 2 × p_kept - 1 rows, ties in
-- created_at included. Rows put in the log some other way (a seed, the bench's baseline routes)
-- or left by an earlier, larger p_kept stay below those, never shown (listDeliveries reads the
-- newest p_kept at most) and never growing. The rows are chosen first and locked after: FOR UPDATE
-- under an OFFSET would lock the kept rows it passes over too (as migration 0016 found).
-- Otherwise as in migration 0019.
CREATE OR REPLACE FUNCTION record_webhook_delivery(p_user uuid, p_kind webhook_kind, p_status integer, p_outcome text, p_detail text, p_kept integer)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
DECLARE
  v_logged integer;
BEGIN
  INSERT INTO webhook_deliveries (user_id, kind, status, outcome, detail) VALUES (p_user, p_kind, p_status, p_outcome, p_detail);
  UPDATE profiles SET logged_deliveries = logged_deliveries + 1 WHERE user_id = p_user RETURNING logged_deliveries INTO v_logged;
  IF v_logged % p_kept <> 0 THEN
    RETURN;
  END IF;
  DELETE FROM webhook_deliveries
  WHERE id IN (
    SELECT id FROM webhook_deliveries
    WHERE id IN (SELECT id FROM webhook_deliveries WHERE user_id = p_user ORDER BY created_at DESC OFFSET p_kept LIMIT p_kept)
    FOR UPDATE SKIP LOCKED
  );
END
$$;
