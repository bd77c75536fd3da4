import type { ArrivalProps } from "@web/components/deferred-overlay.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from "@web/components/ui/popover.tsx";
import {
  useClearNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
  useRemoveNotification,
  useUnreadNotificationCount,
} from "@web/features/notifications/api/notifications.ts";
import { notificationTone } from "@web/features/notifications/notifications.ts";
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
import { useLocation } from "wouter";
import { BellButton, BellCountLabel } from "./notification-bell-button.tsx";

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

/** The bell with its panel; `NotificationBellSlot` draws the bell until this has come. */
export function NotificationBell({ openOnArrival }: ArrivalProps) {
  const [open, setOpen] = useState(openOnArrival);
  const countLabelId = useId();
  const [, navigate] = useLocation();
  // Ages ("now", "5m") are worked out when the panel opens and kept fresh while it stays open.
  const now = useNow(open ? 30_000 : null);
  const unreadCount = useUnreadNotificationCount().data ?? 0;
  const list = useNotificationList(open);
  const notifications = list.items;
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const remove = useRemoveNotification();
  const clear = useClearNotifications();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next && unreadCount > 0) markAllRead.mutate();
  };
  const choose = (notification: (typeof notifications)[number]) => {
    if (!notification.read) markRead.mutate(notification.id);
    setOpen(false);
    if (notification.link) navigate(notification.link);
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>
        <BellButton unreadCount={unreadCount} countLabelId={countLabelId} />
      </PopoverTrigger>
      <BellCountLabel id={countLabelId} unreadCount={unreadCount} />
      <PopoverContent aria-label="Notifications" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <div className="flex items-center gap-2">
            <h2 className="font-semibold">Notifications</h2>
          </div>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              disabled={notifications.length === 0}
              onClick={() => clear.mutate()}
            >
              Clear All
            </Button>
            <PopoverClose asChild>
              <Button variant="ghost" size="icon-sm" aria-label="Close notifications">
                <X aria-hidden="true" />
              </Button>
            </PopoverClose>
          </div>
        </div>
        {list.isPending ? (
          <p className="px-4 py-10 text-center text-sm text-muted-foreground">Loading…</p>
        ) : notifications.length === 0 ? (
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
          <div className="max-h-96 overflow-y-auto">
            <ul aria-label="Notification list" className="divide-y">
              {notifications.map((notification) => {
                const tone = notificationTone(notification.type);
                const Icon = toneIcons[tone];
                return (
                  <li
                    key={notification.id}
                    data-testid="notification-item"
                    data-notification-type={notification.type}
                    data-unread={notification.read ? undefined : ""}
                    className={cn(
                      "group flex items-start gap-3 px-4 py-3",
                      !notification.read && "bg-primary/5",
                    )}
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
                    {/* The whole text opens what the notification is about. */}
                    <button
                      type="button"
                      className="min-w-0 flex-1 rounded-sm text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={() => choose(notification)}
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate text-sm font-medium">
                          {notification.title}
                          {notification.read ? null : <span className="sr-only"> (new)</span>}
                        </span>
                        <time
                          dateTime={notification.createdAt}
                          className="shrink-0 text-xs text-muted-foreground"
                        >
                          {formatShortRelative(notification.createdAt, now)}
                        </time>
                      </span>
                      <span className="block text-sm break-words text-muted-foreground">
                        {notification.message}
                      </span>
                    </button>
                    <Button
                      variant="ghost"
                      size="icon-xs"
                      className="opacity-60 group-hover:opacity-100"
                      aria-label={`Dismiss notification: ${notification.title}`}
                      onClick={() => remove.mutate(notification.id)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
            {list.hasNextPage ? (
              <div className="border-t p-2 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? "Loading…" : "Show older"}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
