-- A member's saved jobs and own applications are read a page at a time, newest first, so each
-- list has an index in that order, carrying the id that settles rows of one instant.
DROP INDEX "job_applications_user_idx";--> statement-breakpoint
CREATE INDEX "saved_jobs_user_created_idx" ON "saved_jobs" USING btree ("user_id","created_at","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at","id");