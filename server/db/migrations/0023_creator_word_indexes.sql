CREATE INDEX "users_words_trgm_idx" ON "users" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("profession", '') || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_bio_trgm_idx" ON "users" USING gin (lower(coalesce("bio", '')) gin_trgm_ops);--> statement-breakpoint
-- Statistics on the new expressions at once, so the planner estimates a word instead of guessing.
ANALYZE "users";