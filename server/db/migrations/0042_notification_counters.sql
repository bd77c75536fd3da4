CREATE TABLE "notification_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts every member's unread notifications from the rows again: fills the table here, and
-- after a bulk load that ran with triggers off (the bench generator).
CREATE FUNCTION notification_counters_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM notification_counters;
  INSERT INTO notification_counters (user_id, unread)
  SELECT user_id, count(*)::int FROM notifications WHERE read_at IS NULL GROUP BY user_id;
$$;--> statement-breakpoint
SELECT notification_counters_recount();--> statement-breakpoint
-- Each trigger moves a member's count by what one statement did to their notifications, once
-- per statement (marking a thousand read moves one counter once). Rows added or changed take
-- their members' counters in the order of the ids, so two statements touching the same members
-- cannot deadlock.
CREATE FUNCTION notification_counters_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counters AS c (user_id, unread)
  SELECT user_id, count(*)::int FROM new_rows WHERE read_at IS NULL
  GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_counters_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows read again (a grouped entry's newest repeat) count anew; rows marked read stop.
  INSERT INTO notification_counters AS c (user_id, unread)
  SELECT n.user_id, sum((n.read_at IS NULL)::int - (o.read_at IS NULL)::int)::int
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.read_at IS NULL) <> (o.read_at IS NULL)
  GROUP BY n.user_id ORDER BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_counters_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted account's counter goes with it; the update then finds nothing to move.
  UPDATE notification_counters AS c SET unread = c.unread - gone.unread FROM (
    SELECT user_id, count(*)::int AS unread FROM old_rows WHERE read_at IS NULL
    GROUP BY user_id
  ) AS gone WHERE c.user_id = gone.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notification_counters_inserted AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_inserted();--> statement-breakpoint
CREATE TRIGGER notification_counters_updated AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_updated();--> statement-breakpoint
CREATE TRIGGER notification_counters_deleted AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_deleted();
