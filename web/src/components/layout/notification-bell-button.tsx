import { DeferredOverlay, overlayChunk } from "@web/components/deferred-overlay.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  useMarkAllNotificationsRead,
  useUnreadNotificationCount,
} from "@web/features/notifications/api/notifications.ts";
import {
  formatBadgeCount,
  notificationCountLabel,
} from "@web/features/notifications/notifications.ts";
import { Bell } from "lucide-react";
import { type ComponentProps, useId } from "react";

/** The bell in the top bar, with the unread count on it. */
export function BellButton({
  unreadCount,
  countLabelId,
  ...props
}: ComponentProps<"button"> & { unreadCount: number; countLabelId: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      round
      aria-label="Notifications"
      aria-describedby={unreadCount > 0 ? countLabelId : undefined}
      className="relative"
      {...props}
    >
      <Bell className="size-5!" aria-hidden="true" />
      {/* The prototype showed a fixed 3; this is the true unread count, kept by the server. */}
      {unreadCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground ring-2 ring-card"
        >
          {formatBadgeCount(unreadCount)}
        </span>
      ) : null}
    </Button>
  );
}

/** Hidden: read only as the bell's description, never as stray text in the page. */
export function BellCountLabel({ id, unreadCount }: { id: string; unreadCount: number }) {
  return (
    <span id={id} hidden>
      {notificationCountLabel(unreadCount)}
    </span>
  );
}

const notificationBell = overlayChunk<object>(() =>
  import("./notification-bell.tsx").then((module) => module.NotificationBell),
);

/** The bell, whose panel comes with its chunk (see DeferredOverlay); opening marks all read. */
export function NotificationBellSlot() {
  const countLabelId = useId();
  const unreadCount = useUnreadNotificationCount().data ?? 0;
  const markAllRead = useMarkAllNotificationsRead();
  return (
    <DeferredOverlay
      chunk={notificationBell}
      props={{}}
      placeholder={(open) => (
        <>
          <BellButton
            unreadCount={unreadCount}
            countLabelId={countLabelId}
            aria-haspopup="dialog"
            aria-expanded={false}
            onClick={() => {
              open();
              if (unreadCount > 0) markAllRead.mutate();
            }}
          />
          <BellCountLabel id={countLabelId} unreadCount={unreadCount} />
        </>
      )}
    />
  );
}
