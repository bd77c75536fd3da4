import { ownedBy, policy } from "../http/authorize.ts";

export const NOTIFICATION_NOT_FOUND_MESSAGE = "Notification not found.";

/** Only the member a notification was sent to may read or remove it; others learn nothing. */
export const canHandleNotification = policy<{ userId: string }>(
  NOTIFICATION_NOT_FOUND_MESSAGE,
  ownedBy,
  { hides: true },
);
