ALTER TABLE "profiles" ADD COLUMN "monday_api_token" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "monday_board_id" text;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "monday_item_id" text;