CREATE TABLE "xp_totals" (
	"user_id" uuid NOT NULL,
	"source" "xp_source" NOT NULL,
	"task_category" "task_category",
	"xp" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "xp_totals_user_source_category" UNIQUE NULLS NOT DISTINCT("user_id","source","task_category")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "title_words" text[] GENERATED ALWAYS AS (title_words(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "xp_totals" ADD CONSTRAINT "xp_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The breakdown so far, from the ledger; from here on the XP functions (migration 0010) keep it.
INSERT INTO "xp_totals" ("user_id", "source", "task_category", "xp", "events")
SELECT "user_id", "source", "task_category", sum("amount"), count(*) FROM "xp_events" GROUP BY 1, 2, 3;
