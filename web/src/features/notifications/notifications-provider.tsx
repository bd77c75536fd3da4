import {
  type AppNotification,
  type IncomingNotification,
  receiveNotification,
} from "@web/features/notifications/notifications.ts";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type NotificationsValue = {
  notifications: AppNotification[];
  addNotification: (incoming: IncomingNotification) => AppNotification;
  removeNotification: (id: string) => void;
  clearNotifications: () => void;
};

const NotificationsContext = createContext<NotificationsValue | null>(null);

/** Live notifications, kept only in memory for the signed-in session. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<AppNotification[]>([]);

  const addNotification = useCallback((incoming: IncomingNotification) => {
    const notification = receiveNotification(incoming);
    setNotifications((current) => [notification, ...current]);
    return notification;
  }, []);
  const removeNotification = useCallback((id: string) => {
    setNotifications((current) => current.filter((notification) => notification.id !== id));
  }, []);
  const clearNotifications = useCallback(() => setNotifications([]), []);

  const value = useMemo(
    () => ({ notifications, addNotification, removeNotification, clearNotifications }),
    [notifications, addNotification, removeNotification, clearNotifications],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error("useNotifications must be used inside NotificationsProvider");
  return value;
}
