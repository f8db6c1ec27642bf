-- Today's Missions lists content planned for today and, now, content whose planned day has gone
-- by unposted (as it lists overdue tasks). Read through the index on (user_id, post_date), that
-- range would pass over every posted item's day; this one holds only the items not yet posted.
CREATE INDEX "content_items_user_unposted_post_date_idx" ON "content_items" USING btree ("user_id","post_date","created_at") WHERE "content_items"."workflow_step" <> 'posted';