-- A member's waiting follow requests are read a page at a time, newest first, so their index
-- carries the asker, who settles requests made in the same instant.
DROP INDEX "follow_requests_target_idx";--> statement-breakpoint
CREATE INDEX "follow_requests_target_idx" ON "follow_requests" USING btree ("target_id","created_at","requester_id");