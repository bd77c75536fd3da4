-- A member's own calendar also shows the events others invited them to: found through a GIN
-- index on the guest lists, where every event of every member was read.
CREATE INDEX "availability_events_invited_idx" ON "availability_events" USING gin ("invited_users");