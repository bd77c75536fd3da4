CREATE TABLE "site_counts" (
	"kind" text NOT NULL,
	"slot" smallint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_counts_kind_slot_pk" PRIMARY KEY("kind","slot")
);
--> statement-breakpoint
-- Counts the members and posts from the rows again: fills the table here, and after a bulk load
-- that ran with triggers off (the bench generator).
CREATE FUNCTION site_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM site_counts;
  INSERT INTO site_counts (kind, slot, value)
  SELECT kind, slot, CASE WHEN slot > 0 THEN 0
    WHEN kind = 'members' THEN (SELECT count(*) FROM users) ELSE (SELECT count(*) FROM posts) END
  FROM unnest(array['members', 'posts']) AS kind, generate_series(0, 15) AS slot;
$$;--> statement-breakpoint
SELECT site_counts_recount();--> statement-breakpoint
-- Each trigger moves the count (its kind the trigger's argument) once per statement, by the rows
-- the statement added or removed, in the slot of the connection's backend among the sixteen the
-- recount made. An update of a row found by its key: an upsert's attempted insert cost a post
-- twice as much.
CREATE FUNCTION site_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE site_counts SET value = value + (SELECT count(*) FROM new_rows)
  WHERE kind = TG_ARGV[0] AND slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION site_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE site_counts SET value = value - (SELECT count(*) FROM old_rows)
  WHERE kind = TG_ARGV[0] AND slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER site_counts_members_added AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION site_counts_added('members');--> statement-breakpoint
CREATE TRIGGER site_counts_members_removed AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION site_counts_removed('members');--> statement-breakpoint
CREATE TRIGGER site_counts_posts_added AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION site_counts_added('posts');--> statement-breakpoint
CREATE TRIGGER site_counts_posts_removed AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION site_counts_removed('posts');
