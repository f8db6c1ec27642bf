CREATE TABLE "xp_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"xp" integer NOT NULL,
	CONSTRAINT "xp_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "xp_daily" ADD CONSTRAINT "xp_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each past award's day, in the creator's zone as it is now; from here on award_xp sets it.
ALTER TABLE "xp_events" ADD COLUMN "local_day" date;--> statement-breakpoint
UPDATE "xp_events" SET "local_day" = ("created_at" AT TIME ZONE "profiles"."time_zone")::date
FROM "profiles" WHERE "profiles"."user_id" = "xp_events"."user_id";--> statement-breakpoint
UPDATE "xp_events" SET "local_day" = ("created_at" AT TIME ZONE 'UTC')::date WHERE "local_day" IS NULL;--> statement-breakpoint
ALTER TABLE "xp_events" ALTER COLUMN "local_day" SET NOT NULL;--> statement-breakpoint
INSERT INTO "xp_daily" ("user_id", "day", "xp")
SELECT "user_id", "local_day", sum("amount") FROM "xp_events" GROUP BY 1, 2;
