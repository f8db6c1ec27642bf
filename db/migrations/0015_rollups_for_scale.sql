CREATE TABLE "finance_monthly" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"income" numeric NOT NULL,
	"expense" numeric NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "finance_monthly_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "xp_day_runs" (
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "xp_day_runs_user_id_first_day_pk" PRIMARY KEY("user_id","first_day"),
	CONSTRAINT "xp_day_runs_user_last_day" UNIQUE("user_id","last_day")
);
--> statement-breakpoint
DROP INDEX "content_items_user_post_date_idx";--> statement-breakpoint
DROP INDEX "library_items_search_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "active_content" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "posted_content" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_monthly" ADD CONSTRAINT "finance_monthly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_day_runs" ADD CONSTRAINT "xp_day_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_user_post_date_created_idx" ON "content_items" USING btree ("user_id","post_date","created_at");--> statement-breakpoint
-- Rollups that keep each page's reads the same size for a creator with five years of history
-- as for one with a week. Each is kept by a trigger on the table it summarizes, so every writer
-- (the app's queries, the XP functions of migration 0010, seeds) keeps it in the same
-- transaction, and it always equals a GROUP BY over that table (the integration tests check).

-- xp_day_runs: the runs of consecutive days in xp_daily. Inserting a day joins it to the run
-- ending the day before and the run starting the day after; deleting one splits its run in two.
-- Each is a few index lookups, whatever the runs' length. The XP functions write xp_daily under
-- the creator's XP lock (lock_user_xp), so two changes never edit the same runs at once.
CREATE FUNCTION xp_day_runs_follow_daily() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_first date;
  v_last date;
BEGIN
  -- Deleting the account deletes these rows and the rollup by cascade: nothing to keep then.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM xp_day_runs
    WHERE user_id = OLD.user_id AND last_day >= OLD.day
      AND first_day = (SELECT max(first_day) FROM xp_day_runs WHERE user_id = OLD.user_id AND first_day <= OLD.day)
    RETURNING first_day, last_day INTO v_first, v_last;
    INSERT INTO xp_day_runs (user_id, first_day, last_day)
    SELECT OLD.user_id, part.first_day, part.last_day
    FROM (VALUES (v_first, OLD.day - 1), (OLD.day + 1, v_last)) AS part (first_day, last_day)
    WHERE part.first_day <= part.last_day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- least() and greatest() skip the nulls of a side with no run.
    WITH joined AS (
      DELETE FROM xp_day_runs WHERE user_id = NEW.user_id AND (last_day = NEW.day - 1 OR first_day = NEW.day + 1)
      RETURNING first_day, last_day
    )
    INSERT INTO xp_day_runs (user_id, first_day, last_day)
    SELECT NEW.user_id, least(NEW.day, min(first_day)), greatest(NEW.day, max(last_day)) FROM joined;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER xp_daily_keeps_runs AFTER INSERT OR DELETE OR UPDATE OF user_id, day ON xp_daily
FOR EACH ROW EXECUTE FUNCTION xp_day_runs_follow_daily();--> statement-breakpoint
-- The runs so far: days minus their rank are equal exactly within a run.
INSERT INTO xp_day_runs (user_id, first_day, last_day)
SELECT user_id, min(day), max(day)
FROM (SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::integer AS run FROM xp_daily) AS days
GROUP BY user_id, run;--> statement-breakpoint

-- profiles.active_content and posted_content: the Content Pipeline's tab counts. The counts live
-- on the profile row, the creator's XP lock, which the transactions that add or post an item
-- take anyway to award its XP: a separate counts row would be a second lock, taken before the
-- XP lock by createContent and after it by record_social_post, and the two could deadlock.
CREATE FUNCTION content_counts_follow_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE profiles
    SET active_content = active_content - (OLD.workflow_step <> 'posted')::integer,
        posted_content = posted_content - (OLD.workflow_step = 'posted')::integer
    WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE profiles
    SET active_content = active_content + (NEW.workflow_step <> 'posted')::integer,
        posted_content = posted_content + (NEW.workflow_step = 'posted')::integer
    WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_items_keep_counts AFTER INSERT OR DELETE ON content_items
FOR EACH ROW EXECUTE FUNCTION content_counts_follow_items();--> statement-breakpoint
-- Editing an item's hook or metrics leaves the counts, and the profile row, alone.
CREATE TRIGGER content_items_keep_counts_on_post AFTER UPDATE OF user_id, workflow_step ON content_items
FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR (OLD.workflow_step = 'posted') <> (NEW.workflow_step = 'posted'))
EXECUTE FUNCTION content_counts_follow_items();--> statement-breakpoint
UPDATE profiles SET
  active_content = (SELECT count(*) FROM content_items WHERE content_items.user_id = profiles.user_id AND workflow_step <> 'posted'),
  posted_content = (SELECT count(*) FROM content_items WHERE content_items.user_id = profiles.user_id AND workflow_step = 'posted');--> statement-breakpoint

-- finance_monthly: income, expenses and entries per calendar month. A month whose last entry
-- goes is removed, so the rows are exactly the months that have entries.
CREATE FUNCTION add_to_finance_month(p_user uuid, p_day date, p_type finance_type, p_amount numeric, p_entries integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_month date := date_trunc('month', p_day)::date;
BEGIN
  INSERT INTO finance_monthly AS monthly (user_id, month, income, expense, entries)
  VALUES (p_user, v_month, CASE WHEN p_type = 'income' THEN p_amount ELSE 0 END, CASE WHEN p_type = 'expense' THEN p_amount ELSE 0 END, p_entries)
  ON CONFLICT (user_id, month) DO UPDATE
  SET income = monthly.income + excluded.income, expense = monthly.expense + excluded.expense, entries = monthly.entries + excluded.entries;
  IF p_entries < 0 THEN
    DELETE FROM finance_monthly WHERE user_id = p_user AND month = v_month AND entries = 0;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION finance_monthly_follow_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- As for xp_day_runs: the account's deletion takes the months with it.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM add_to_finance_month(OLD.user_id, OLD.entry_date, OLD.type, -OLD.amount, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_to_finance_month(NEW.user_id, NEW.entry_date, NEW.type, NEW.amount, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER finance_entries_keep_months AFTER INSERT OR DELETE OR UPDATE OF user_id, type, amount, entry_date ON finance_entries
FOR EACH ROW EXECUTE FUNCTION finance_monthly_follow_entries();--> statement-breakpoint
INSERT INTO finance_monthly (user_id, month, income, expense, entries)
SELECT user_id, date_trunc('month', entry_date)::date,
  coalesce(sum(amount) FILTER (WHERE type = 'income'), 0), coalesce(sum(amount) FILTER (WHERE type = 'expense'), 0), count(*)
FROM finance_entries GROUP BY 1, 2;
