DROP INDEX "users_assistant_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_days" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Each member's free days, in order: the days of their calendar on which every event is marked
-- available. The one definition, read for one member by the trigger (the condition on the
-- member reaches the calendar index inside the grouping) and for everyone by the refill.
CREATE VIEW member_free_day_lists AS
  SELECT user_id, array_agg(day ORDER BY day) AS days FROM (
    SELECT user_id, date AS day FROM availability_events
    GROUP BY user_id, date HAVING bool_and(status = 'available')
  ) AS free_day GROUP BY user_id;--> statement-breakpoint
-- One member's free days. Volatile on purpose: its query then reads what is committed when it
-- runs, so an update of the member's row that waited for another calendar change counts that
-- change too.
CREATE FUNCTION member_free_days(member uuid) RETURNS date[] LANGUAGE sql VOLATILE AS $$
  SELECT coalesce((SELECT days FROM member_free_day_lists WHERE user_id = member), '{}')
$$;--> statement-breakpoint
-- Keeps users.free_days in step with every change to a calendar, whoever makes it.
CREATE FUNCTION free_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET free_days = member_free_days(OLD.user_id) WHERE id = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id) THEN
    UPDATE users SET free_days = member_free_days(NEW.user_id) WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER free_days_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, date, status
  ON availability_events FOR EACH ROW EXECUTE FUNCTION free_days_changed();--> statement-breakpoint
-- Every member's free days worked out again from their calendar, all at once (a load drops the
-- calendar index, so one member at a time would read the whole calendar each): after a load
-- that ran with triggers off, and once here for the calendars kept so far.
CREATE FUNCTION free_days_refill() RETURNS void LANGUAGE sql AS $$
  UPDATE users SET free_days = coalesce(free.days, '{}')
  FROM users AS member LEFT JOIN member_free_day_lists AS free ON free.user_id = member.id
  WHERE users.id = member.id AND users.free_days IS DISTINCT FROM coalesce(free.days, '{}')
$$;--> statement-breakpoint
SELECT free_days_refill();--> statement-breakpoint
CREATE INDEX "users_assistant_idx" ON "users" USING gin ((array["profession"]),to_tsvector('simple', lower(coalesce("location", ''))),to_tsvector('english', lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("profession", '') || ' ' || coalesce("location", '') || ' ' || coalesce("bio", ''))),(array["is_verified"]),"regions","free_days");