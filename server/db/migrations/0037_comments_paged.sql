-- A post's comments are read a page at a time, newest first, so the index carries the id that
-- orders comments made in the same instant, and a page is read off it without sorting.
DROP INDEX "comments_post_idx";--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","created_at","id");
