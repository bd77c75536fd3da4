CREATE TABLE "member_search_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_search_version_one_row" CHECK ("member_search_version"."id")
);
--> statement-breakpoint
INSERT INTO "member_search_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Once per statement that changes what a search of members reads, however many rows it touches.
CREATE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_search_version SET version = version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_search_changed
  AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, profession, location, bio, suspended_at, suspended_until
  ON users FOR EACH STATEMENT EXECUTE FUNCTION member_search_changed();
