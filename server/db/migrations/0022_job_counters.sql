CREATE TABLE "job_counters" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"shortlisted" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"ever_shortlisted" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"response_milliseconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_counters" ADD CONSTRAINT "job_counters_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- How long the poster took to answer, in whole milliseconds; null while unanswered.
CREATE FUNCTION job_counters_response_ms(applied timestamptz, answered timestamptz) RETURNS bigint
  LANGUAGE sql IMMUTABLE
  RETURN round(extract(epoch FROM answered - applied) * 1000)::bigint;--> statement-breakpoint
-- Counts every job from its rows again: fills the table here, and after a bulk load that ran
-- with triggers off (the bench generator).
CREATE FUNCTION job_counters_recount() RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_counters AS c (job_id, views, applications, pending, shortlisted, accepted,
    rejected, ever_shortlisted, answered, response_milliseconds)
  SELECT j.id, coalesce(v.views, 0), coalesce(a.applications, 0), coalesce(a.pending, 0),
    coalesce(a.shortlisted, 0), coalesce(a.accepted, 0), coalesce(a.rejected, 0),
    coalesce(a.ever_shortlisted, 0), coalesce(a.answered, 0), coalesce(a.response_milliseconds, 0)
  FROM jobs j
  LEFT JOIN (SELECT job_id, count(*)::int AS views FROM job_views GROUP BY job_id) v
    ON v.job_id = j.id
  LEFT JOIN (
    SELECT job_id,
      count(*)::int AS applications,
      (count(*) FILTER (WHERE status = 'pending'))::int AS pending,
      (count(*) FILTER (WHERE status = 'shortlisted'))::int AS shortlisted,
      (count(*) FILTER (WHERE status = 'accepted'))::int AS accepted,
      (count(*) FILTER (WHERE status = 'rejected'))::int AS rejected,
      count(shortlisted_at)::int AS ever_shortlisted,
      count(first_status_change_at)::int AS answered,
      coalesce(sum(job_counters_response_ms(created_at, first_status_change_at)), 0)
        AS response_milliseconds
    FROM job_applications GROUP BY job_id
  ) a ON a.job_id = j.id
  ON CONFLICT (job_id) DO UPDATE SET views = excluded.views,
    applications = excluded.applications, pending = excluded.pending,
    shortlisted = excluded.shortlisted, accepted = excluded.accepted,
    rejected = excluded.rejected, ever_shortlisted = excluded.ever_shortlisted,
    answered = excluded.answered, response_milliseconds = excluded.response_milliseconds
$$;--> statement-breakpoint
SELECT job_counters_recount();--> statement-breakpoint
CREATE FUNCTION job_counters_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_counters (job_id) VALUES (NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_counters_open AFTER INSERT ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_counters_open();--> statement-breakpoint
-- One application arriving (direction 1) or leaving (-1) the counts of its job.
CREATE FUNCTION job_counters_move(application job_applications, direction int) RETURNS void
LANGUAGE sql AS $$
  UPDATE job_counters SET
    applications = applications + direction,
    pending = pending + direction * (application.status = 'pending')::int,
    shortlisted = shortlisted + direction * (application.status = 'shortlisted')::int,
    accepted = accepted + direction * (application.status = 'accepted')::int,
    rejected = rejected + direction * (application.status = 'rejected')::int,
    ever_shortlisted = ever_shortlisted + direction * (application.shortlisted_at IS NOT NULL)::int,
    answered = answered + direction * (application.first_status_change_at IS NOT NULL)::int,
    response_milliseconds = response_milliseconds + direction * coalesce(
      job_counters_response_ms(application.created_at, application.first_status_change_at), 0)
  WHERE job_id = application.job_id
$$;--> statement-breakpoint
-- A changed application is the old row leaving and the new one arriving.
CREATE FUNCTION job_counters_count_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM job_counters_move(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM job_counters_move(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_counters_count_application
  AFTER INSERT OR DELETE OR UPDATE OF job_id, status, shortlisted_at, first_status_change_at, created_at
  ON job_applications FOR EACH ROW EXECUTE FUNCTION job_counters_count_application();--> statement-breakpoint
CREATE FUNCTION job_counters_count_view() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE job_counters SET views = views + 1 WHERE job_id = NEW.job_id;
  ELSE
    UPDATE job_counters SET views = views - 1 WHERE job_id = OLD.job_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_counters_count_view AFTER INSERT OR DELETE ON job_views
  FOR EACH ROW EXECUTE FUNCTION job_counters_count_view();
