CREATE TYPE "public"."content_type" AS ENUM('original', 'trend');--> statement-breakpoint
CREATE TYPE "public"."finance_type" AS ENUM('income', 'expense');--> statement-breakpoint
CREATE TYPE "public"."library_item_type" AS ENUM('note', 'video');--> statement-breakpoint
CREATE TYPE "public"."mood" AS ENUM('excellent', 'good', 'neutral', 'low', 'poor');--> statement-breakpoint
CREATE TYPE "public"."ops_status" AS ENUM('planned', 'in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."ops_type" AS ENUM('automation', 'sop', 'file_management', 'calendar', 'email');--> statement-breakpoint
CREATE TYPE "public"."platform" AS ENUM('TikTok', 'YouTube', 'Instagram', 'Twitter');--> statement-breakpoint
CREATE TYPE "public"."promo_status" AS ENUM('negotiating', 'signed', 'delivered', 'paid');--> statement-breakpoint
CREATE TYPE "public"."sleep_quality" AS ENUM('excellent', 'good', 'fair', 'poor');--> statement-breakpoint
CREATE TYPE "public"."task_category" AS ENUM('Business', 'Personal', 'Gym');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('pending', 'completed');--> statement-breakpoint
CREATE TYPE "public"."workflow_step" AS ENUM('idea', 'script', 'retention', 'filming', 'hashtags', 'sound', 'ready', 'posted');--> statement-breakpoint
CREATE TYPE "public"."xp_source" AS ENUM('task', 'content', 'match', 'health', 'onboarding');--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"xp_threshold" integer NOT NULL,
	CONSTRAINT "badges_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"platform" "platform" NOT NULL,
	"content_type" "content_type" DEFAULT 'original' NOT NULL,
	"workflow_step" "workflow_step" DEFAULT 'idea' NOT NULL,
	"hook" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sound_used" text,
	"views" integer,
	"revenue" numeric(12, 2),
	"retention_score" numeric(5, 2),
	"auto_posted" boolean DEFAULT false NOT NULL,
	"webhook_triggered_at" timestamp with time zone,
	"post_date" date,
	"social_post_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_title_not_blank" CHECK (length(trim("content_items"."title")) > 0),
	CONSTRAINT "content_items_views_not_negative" CHECK ("content_items"."views" >= 0),
	CONSTRAINT "content_items_retention_range" CHECK ("content_items"."retention_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "finance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "finance_type" NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text,
	"entry_date" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_entries_category_not_blank" CHECK (length(trim("finance_entries"."category")) > 0),
	CONSTRAINT "finance_entries_amount_positive" CHECK ("finance_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "health_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"log_date" date NOT NULL,
	"weight" numeric(6, 2),
	"mood" "mood",
	"workout_completed" boolean DEFAULT false NOT NULL,
	"workout_type" text,
	"fasting_hours" integer,
	"sleep_quality" "sleep_quality",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_logs_weight_positive" CHECK ("health_logs"."weight" > 0),
	CONSTRAINT "health_logs_fasting_range" CHECK ("health_logs"."fasting_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "library_item_type" NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_title_not_blank" CHECK (length(trim("library_items"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "org_ops_tracker" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"system_name" text NOT NULL,
	"type" "ops_type" NOT NULL,
	"impact_score" integer DEFAULT 3 NOT NULL,
	"notes" text,
	"status" "ops_status" DEFAULT 'planned' NOT NULL,
	"completed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_ops_tracker_name_not_blank" CHECK (length(trim("org_ops_tracker"."system_name")) > 0),
	CONSTRAINT "org_ops_tracker_impact_range" CHECK ("org_ops_tracker"."impact_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"avatar_url" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"creator_email" text,
	"webhook_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_webhook_token_unique" UNIQUE("webhook_token")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"campaign_name" text,
	"rate" numeric(12, 2),
	"contact_email" text,
	"status" "promo_status" DEFAULT 'negotiating' NOT NULL,
	"contract_signed" boolean DEFAULT false NOT NULL,
	"invoice_sent" boolean DEFAULT false NOT NULL,
	"deliverables_folder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_brand_name_not_blank" CHECK (length(trim("promos"."brand_name")) > 0),
	CONSTRAINT "promos_rate_positive" CHECK ("promos"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" "task_category" NOT NULL,
	"status" "task_status" DEFAULT 'pending' NOT NULL,
	"xp_value" integer DEFAULT 10 NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tasks_title_not_blank" CHECK (length(trim("tasks"."title")) > 0),
	CONSTRAINT "tasks_xp_value_range" CHECK ("tasks"."xp_value" between 1 and 1000),
	CONSTRAINT "tasks_completed_at_matches_status" CHECK (("tasks"."status" = 'completed') = ("tasks"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" uuid NOT NULL,
	"badge_id" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"source" "xp_source" NOT NULL,
	"amount" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_events_amount_positive" CHECK ("xp_events"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_logs" ADD CONSTRAINT "health_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_ops_tracker" ADD CONSTRAINT "org_ops_tracker_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badges_threshold_idx" ON "badges" USING btree ("xp_threshold");--> statement-breakpoint
CREATE INDEX "content_items_user_created_idx" ON "content_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_user_post_date_idx" ON "content_items" USING btree ("user_id","post_date");--> statement-breakpoint
CREATE INDEX "content_items_user_step_idx" ON "content_items" USING btree ("user_id","workflow_step");--> statement-breakpoint
CREATE INDEX "finance_entries_user_date_idx" ON "finance_entries" USING btree ("user_id","entry_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "health_logs_user_date_key" ON "health_logs" USING btree ("user_id","log_date");--> statement-breakpoint
CREATE INDEX "library_items_user_created_idx" ON "library_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "org_ops_tracker_user_impact_idx" ON "org_ops_tracker" USING btree ("user_id","impact_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promos_user_created_idx" ON "promos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_user_created_idx" ON "tasks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_user_completed_idx" ON "tasks" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "tasks_user_due_idx" ON "tasks" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_user_key" ON "xp_events" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "xp_events_user_created_idx" ON "xp_events" USING btree ("user_id","created_at");