import { Button } from "@web/components/ui/button.tsx";
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from "@web/components/ui/popover.tsx";
import {
  formatBadgeCount,
  notificationCountLabel,
  notificationTone,
} from "@web/features/notifications/notifications.ts";
import { useNotifications } from "@web/features/notifications/notifications-provider.tsx";
import { useNow } from "@web/hooks/use-now.ts";
import { formatShortRelative } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import {
  Bell,
  BellOff,
  Briefcase,
  Heart,
  type LucideIcon,
  MessageCircle,
  UserPlus,
  X,
} from "lucide-react";
import { useId, useState } from "react";

const toneStyles = {
  blue: "bg-blue-50 text-blue-600",
  red: "bg-red-50 text-red-600",
  green: "bg-emerald-50 text-emerald-600",
  purple: "bg-purple-50 text-purple-600",
  grey: "bg-muted text-muted-foreground",
} as const;

const toneIcons: Record<keyof typeof toneStyles, LucideIcon> = {
  blue: MessageCircle,
  red: Heart,
  green: UserPlus,
  purple: Briefcase,
  grey: Bell,
};

export function NotificationBell() {
  const { notifications, removeNotification, clearNotifications } = useNotifications();
  const [open, setOpen] = useState(false);
  const countLabelId = useId();
  // Ages ("now", "5m") are worked out when the panel opens and kept fresh while it stays open.
  const now = useNow(open ? 30_000 : null);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Notifications"
          aria-describedby={notifications.length > 0 ? countLabelId : undefined}
          className="relative rounded-full"
        >
          <Bell className="size-5!" aria-hidden="true" />
          {/* The prototype showed a fixed 3; this counts the notifications really waiting. */}
          {notifications.length > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground ring-2 ring-card"
            >
              {formatBadgeCount(notifications.length)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      {/* Hidden: read only as the bell's description, never as stray text in the page. */}
      <span id={countLabelId} hidden>
        {notificationCountLabel(notifications.length)}
      </span>
      <PopoverContent aria-label="Notifications" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <div className="flex items-center gap-2">
            <h2 className="font-semibold">Notifications</h2>
          </div>
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" onClick={clearNotifications}>
              Clear All
            </Button>
            <PopoverClose asChild>
              <Button variant="ghost" size="icon-sm" aria-label="Close notifications">
                <X aria-hidden="true" />
              </Button>
            </PopoverClose>
          </div>
        </div>
        {notifications.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff className="size-5" aria-hidden="true" />
            </div>
            <p className="font-medium">No notifications</p>
            <p className="mt-1 text-sm text-muted-foreground">
              You're all caught up! New notifications will appear here.
            </p>
          </div>
        ) : (
          <ul aria-label="Notification list" className="max-h-96 divide-y overflow-y-auto">
            {notifications.map((notification) => {
              const tone = notificationTone(notification.type);
              const Icon = toneIcons[tone];
              return (
                <li
                  key={notification.id}
                  data-testid="notification-item"
                  data-notification-type={notification.type}
                  className="group flex items-start gap-3 px-4 py-3"
                >
                  <span
                    data-tone={tone}
                    className={cn(
                      "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full",
                      toneStyles[tone],
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-baseline justify-between gap-2">
                      <p className="truncate text-sm font-medium">{notification.title}</p>
                      <time
                        dateTime={notification.timestamp}
                        className="shrink-0 text-xs text-muted-foreground"
                      >
                        {formatShortRelative(notification.timestamp, now)}
                      </time>
                    </div>
                    <p className="text-sm text-muted-foreground">{notification.message}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="size-7 opacity-60 group-hover:opacity-100"
                    aria-label={`Dismiss notification: ${notification.title}`}
                    onClick={() => removeNotification(notification.id)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
