/** A live notification as the server sends it. */
export type IncomingNotification = {
  type: string;
  title?: string | undefined;
  message?: string | undefined;
};

export const DEFAULT_NOTIFICATION_TITLE = "New Notification";
export const DEFAULT_NOTIFICATION_MESSAGE = "You have a new notification";
export const NOTIFICATION_BADGE_CAP = 9;

/** The count badge reads "9+" above nine entries. */
export function formatBadgeCount(count: number): string {
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

/** The badge's words for screen readers: the exact count, e.g. "12 new notifications". */
export function notificationCountLabel(count: number): string {
  return `${count} new notification${count === 1 ? "" : "s"}`;
}

/** The words a live notification's toast shows, with the defaults when the server sent none. */
export function notificationWords(incoming: IncomingNotification): {
  title: string;
  message: string;
} {
  return {
    title: incoming.title?.trim() || DEFAULT_NOTIFICATION_TITLE,
    message: incoming.message?.trim() || DEFAULT_NOTIFICATION_MESSAGE,
  };
}

/** Icon colour per type: message blue, like red, follow green, application purple. */
export function notificationTone(type: string): "blue" | "red" | "green" | "purple" | "grey" {
  switch (type) {
    case "newMessage":
      return "blue";
    case "like":
      return "red";
    case "follow":
      return "green";
    case "jobApplication":
      return "purple";
    default:
      return "grey";
  }
}
