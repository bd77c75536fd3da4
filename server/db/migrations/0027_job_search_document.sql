DROP INDEX "jobs_document_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin ("search_document");