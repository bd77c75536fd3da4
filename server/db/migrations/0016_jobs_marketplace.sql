CREATE TABLE "job_views" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_views_job_id_user_id_day_pk" PRIMARY KEY("job_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "portfolio_item_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "first_status_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_type" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_day_rate" integer GENERATED ALWAYS AS (case pay_type when 'hourly' then coalesce(pay_max, pay_min) * 8 when 'salary' then coalesce(pay_max, pay_min) / 220 when 'unpaid' then 0 else coalesce(pay_max, pay_min) end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closing_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_logo_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_about" text;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_user_created_at_idx" ON "jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_document_idx" ON "jobs" USING gin ((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_stated" CHECK (("jobs"."pay_type" = 'unpaid') = ("jobs"."pay_min" is null) and ("jobs"."pay_min" is null or "jobs"."pay_min" > 0) and ("jobs"."pay_max" is null or ("jobs"."pay_min" is not null and "jobs"."pay_max" >= "jobs"."pay_min")));