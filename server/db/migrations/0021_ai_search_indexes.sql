-- A portfolio item's title, description and tags as one lower-cased text, for the trigram
-- index the assistant reads skill words through. Immutable, so an index may be built on it
-- (array_to_string itself is only marked stable).
CREATE FUNCTION portfolio_search_text(title text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(title || ' ' || coalesce(description, '') || ' ' || array_to_string(tags, ' '));--> statement-breakpoint
CREATE INDEX "portfolio_items_search_trgm_idx" ON "portfolio_items" USING gin (portfolio_search_text("title", "description", "tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_location_trgm_idx" ON "users" USING gin (lower(coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_verified_idx" ON "users" USING btree ("id") WHERE "users"."is_verified";--> statement-breakpoint
-- Statistics on the new expressions at once, so the planner estimates a town instead of
-- guessing.
ANALYZE "users";--> statement-breakpoint
ANALYZE "portfolio_items";
