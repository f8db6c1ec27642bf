ALTER TABLE "promos" ADD COLUMN "source_email_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "promos_user_source_email_key" ON "promos" USING btree ("user_id","source_email_key");