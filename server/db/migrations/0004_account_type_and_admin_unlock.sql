ALTER TABLE "sessions" ADD COLUMN "admin_unlocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_type" text DEFAULT 'member' NOT NULL;