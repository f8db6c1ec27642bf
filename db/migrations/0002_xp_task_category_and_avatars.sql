CREATE TABLE "profile_avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_avatars_type" CHECK ("profile_avatars"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "profile_avatars_size" CHECK (octet_length("profile_avatars"."bytes") <= 1048576)
);
--> statement-breakpoint
ALTER TABLE "xp_events" ADD COLUMN "task_category" "task_category";--> statement-breakpoint
ALTER TABLE "profile_avatars" ADD CONSTRAINT "profile_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;