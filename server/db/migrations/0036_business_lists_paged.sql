-- Each application carries its job's poster, filled from the job, so a business's applications
-- are read newest first through an index of their own; the key on job and poster together keeps
-- the copy equal to the job's.
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_id_user_unique" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "poster_id" uuid;--> statement-breakpoint
UPDATE "job_applications" SET "poster_id" = "jobs"."user_id" FROM "jobs" WHERE "jobs"."id" = "job_applications"."job_id";--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "poster_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_job_id_jobs_id_fk";--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_poster_fk" FOREIGN KEY ("job_id","poster_id") REFERENCES "public"."jobs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","poster_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_poster_created_idx" ON "job_applications" USING btree ("poster_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_poster_status_created_idx" ON "job_applications" USING btree ("poster_id","status","created_at","id");--> statement-breakpoint
-- A business's own jobs, newest first, in the order the portal pages them (the id settles jobs
-- posted in the same instant), so a page is read off the index without sorting the poster's jobs.
DROP INDEX "jobs_user_created_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_user_created_at_idx" ON "jobs" USING btree ("user_id","created_at","id");
