import { notificationListSchema, unreadCountSchema } from "@contract/notifications.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePageSettled } from "@web/hooks/use-page-settled.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { useCursorPages } from "@web/lib/use-cursor-pages.ts";

/** The bell's list and its unread count; a live notification marks both stale. */
export const notificationKeys = {
  all: () => ["notifications"] as const,
  list: () => ["notifications", "list"] as const,
  unreadCount: () => ["notifications", "unread-count"] as const,
};

/** The member's notifications, newest first; older pages load on request. */
export function useNotificationList(enabled: boolean) {
  return useCursorPages(notificationKeys.list(), "/api/notifications", notificationListSchema, {
    enabled,
  });
}

/**
 * How many notifications wait unread: the bell's badge, the same on every device. Asked for
 * once the page has settled, so on a slow link the first screen's own requests go first; the
 * badge sits on the bell without moving anything when it comes.
 */
export function useUnreadNotificationCount() {
  const settled = usePageSettled();
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () =>
      apiRequest("GET", "/api/notifications/unread-count", undefined, unreadCountSchema),
    select: (answer) => answer.count,
    enabled: settled,
  });
}

/**
 * Opening the bell reads everything: the badge clears at once, while the open list keeps
 * showing which entries were new until it is next fetched.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/notifications/read"),
    onMutate: () => queryClient.setQueryData(notificationKeys.unreadCount(), { count: 0 }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(), exact: true }),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("POST", `/api/notifications/${id}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

export function useRemoveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/notifications/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
    onError: (error) => showErrorToast(error, "Please try again."),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/notifications"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
    onError: (error) => showErrorToast(error, "Please try again."),
  });
}
