DROP INDEX "posts_created_at_idx";--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at","id","user_id");