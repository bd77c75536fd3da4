import type { availabilityEvents } from "../db/schema/index.ts";
import { ownedBy, policy } from "../http/authorize.ts";

/** Only the calendar's owner edits or deletes its events; invitees only see them. */
export const canChangeAvailabilityEvent = policy<typeof availabilityEvents.$inferSelect>(
  "You can only change your own calendar.",
  ownedBy,
);
