-- A post's words and tags as one text, for the trigram index site search reads. Immutable, so
-- an index may be built on it (array_to_string itself is only marked stable).
CREATE FUNCTION post_search_text(content text, hashtags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN content || ' ' || array_to_string(hashtags, ' ');--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin (("title" || ' ' || "description" || ' ' || "profession" || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_trgm_idx" ON "posts" USING gin (post_search_text("content", "hashtags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_profession_created_at_idx" ON "users" USING btree ("profession","created_at");--> statement-breakpoint
CREATE INDEX "users_location_created_at_idx" ON "users" USING btree ("location","created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "users_visibility_idx" ON "users" USING btree (("privacy_settings"->>'profileVisibility'));--> statement-breakpoint
-- The planner needs statistics on the new expressions (who is public, post and job text) at
-- once: without them it guesses, and the feed sorts every public post.
ANALYZE "users";--> statement-breakpoint
ANALYZE "posts";--> statement-breakpoint
ANALYZE "jobs";
