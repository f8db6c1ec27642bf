-- Posting may date an item today (decision D1), which loses the day it was planned for. The
-- planned date is kept beside it as the item is posted, by every path at once (Complete, Match
-- Posted Content, record_social_post), so Move back to Active (unpostContent) can plan the item
-- for that day again.
ALTER TABLE "content_items" ADD COLUMN "planned_post_date" date;--> statement-breakpoint

CREATE OR REPLACE FUNCTION keep_planned_post_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.planned_post_date := OLD.post_date;
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER content_items_keep_planned_post_date
  BEFORE UPDATE OF workflow_step ON content_items
  FOR EACH ROW WHEN (NEW.workflow_step = 'posted' AND OLD.workflow_step <> 'posted')
  EXECUTE FUNCTION keep_planned_post_date();
