DROP INDEX "content_items_user_step_idx";--> statement-breakpoint
DROP INDEX "content_items_user_created_idx";--> statement-breakpoint
DROP INDEX "finance_entries_user_date_idx";--> statement-breakpoint
DROP INDEX "library_items_user_created_idx";--> statement-breakpoint
DROP INDEX "org_ops_tracker_user_impact_idx";--> statement-breakpoint
DROP INDEX "promos_user_created_idx";--> statement-breakpoint
DROP INDEX "tasks_user_created_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_user_created_idx";--> statement-breakpoint
CREATE INDEX "content_items_user_step_post_date_idx" ON "content_items" USING btree ("user_id","workflow_step","post_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_user_unposted_idx" ON "content_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "content_items"."workflow_step" <> 'posted';--> statement-breakpoint
CREATE INDEX "tasks_user_open_due_idx" ON "tasks" USING btree ("user_id","due_date","created_at") WHERE "tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_user_created_idx" ON "content_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finance_entries_user_date_idx" ON "finance_entries" USING btree ("user_id","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_items_user_created_idx" ON "library_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "org_ops_tracker_user_impact_idx" ON "org_ops_tracker" USING btree ("user_id","impact_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "promos_user_created_idx" ON "promos" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_user_created_idx" ON "tasks" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_user_created_idx" ON "webhook_deliveries" USING btree ("user_id","created_at" DESC NULLS FIRST);