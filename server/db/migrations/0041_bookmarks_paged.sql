-- A member's bookmarks are read a page at a time, most recently saved first, so their index
-- carries the post, which settles bookmarks made in the same instant and lets a later page
-- start at its cursor.
DROP INDEX "post_bookmarks_user_idx";--> statement-breakpoint
CREATE INDEX "post_bookmarks_user_idx" ON "post_bookmarks" USING btree ("user_id","created_at","post_id");