CREATE TABLE "creator_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "creator_words_trgm_idx" ON "creator_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A member's name, trade and town as lower-case words, split on anything not a letter or digit.
CREATE FUNCTION creator_words_of(first_name text, last_name text, profession text, location text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_remove(regexp_split_to_array(lower(coalesce(first_name, '') || ' '
    || coalesce(last_name, '') || ' ' || coalesce(profession, '') || ' '
    || coalesce(location, '')), '[^[:alnum:]]+'), '');--> statement-breakpoint
CREATE INDEX "users_word_list_idx" ON "users" USING gin (creator_words_of("first_name", "last_name", "profession", "location"));--> statement-breakpoint
-- Adds every member's words: fills the table here, and after a bulk load that ran with triggers
-- off (the bench generator).
CREATE FUNCTION creator_words_refill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO creator_words (word)
  SELECT DISTINCT unnest(creator_words_of(first_name, last_name, profession, location)) FROM users
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
SELECT creator_words_refill();--> statement-breakpoint
CREATE FUNCTION creator_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO creator_words (word)
  SELECT DISTINCT unnest(creator_words_of(NEW.first_name, NEW.last_name, NEW.profession, NEW.location))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER creator_words_learn AFTER INSERT OR UPDATE OF first_name, last_name, profession, location
  ON users FOR EACH ROW EXECUTE FUNCTION creator_words_learn();--> statement-breakpoint
ANALYZE "users";--> statement-breakpoint
ANALYZE "creator_words";
