CREATE TABLE "page_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each creator's page version (lib/page-cache.ts): raised by one for every transaction that writes
-- their data, whoever writes it (a page's action, a webhook, a job, another server). Counted at
-- the commit, by deferred triggers, so that the version and the data change together, and so that
-- its row lock is the last a transaction takes: taken mid-transaction, a writer holding it could
-- wait for the XP lock (SELECT … FOR UPDATE on the profile) of one that is waiting for it.
-- Counted once per transaction: the creators it has counted are kept in a transaction-local setting.
CREATE FUNCTION count_page_change(p_user uuid) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
BEGIN
  PERFORM set_config('creator_quest.counted_page_changes', coalesce(current_setting('creator_quest.counted_page_changes', true), '') || p_user::text || ' ', true);
  -- The account may be gone in this very transaction (its deletion cascades here): nothing to count.
  INSERT INTO page_versions (user_id, version)
  SELECT p_user, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = p_user)
  ON CONFLICT (user_id) DO UPDATE SET version = page_versions.version + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION page_change_by_owner() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
DECLARE
  v_user uuid := coalesce(NEW.user_id, OLD.user_id);
BEGIN
  IF strpos(coalesce(current_setting('creator_quest.counted_page_changes', true), ''), v_user::text) = 0 THEN
    PERFORM count_page_change(v_user);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table a page reads that carries a user_id. Left out, as no page shows them: ended sessions
-- (the cache checks the session itself, as it does the session version, all that changes in
-- users), password-reset tokens and the morning reminders' claims (whose job writes many
-- creators' rows in one transaction). db/page-versions.int.test.ts holds any new table with a
-- user_id to this list.
DO $$
DECLARE
  v_table text;
BEGIN
  FOREACH v_table IN ARRAY ARRAY['profiles', 'profile_avatars', 'tasks', 'content_items', 'promos', 'org_ops_tracker', 'library_items',
    'health_logs', 'finance_entries', 'finance_monthly', 'webhook_deliveries', 'push_subscriptions', 'chat_messages',
    'xp_events', 'xp_daily', 'xp_day_runs', 'xp_totals', 'user_badges'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_change_by_owner()', v_table || '_count_page_change', v_table);
  END LOOP;
END $$;
