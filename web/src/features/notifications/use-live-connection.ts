import { useQueryClient } from "@tanstack/react-query";
import { clearTyping, createTypingSender, markTyping } from "@web/features/messages/typing.ts";
import {
  createBrowserSocket,
  type LiveConnection,
  type LiveConnectionState,
  liveConnectionUrl,
  openLiveConnection,
} from "@web/features/notifications/live-connection.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { changedOnServer } from "@web/lib/changed-on-server.ts";
import { handleUnauthorized } from "@web/lib/unauthorized.ts";
import { useEffect, useState } from "react";

/** The signed-in member's open connection, for the few things the page sends (typing). */
let activeConnection: LiveConnection | null = null;

/** Tells `to` that the member is writing to them, a few seconds apart at most. */
export const sendTyping = createTypingSender((to) =>
  activeConnection?.send({ type: "typing", to }),
);

/**
 * The live connection for the signed-in member. It opens only while there is a user id
 * and closes (for good, no reconnect) when the id changes or goes away. Must sit inside
 * the QueryClientProvider.
 */
export function useLiveConnection(userId: string | null | undefined): LiveConnectionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveConnectionState>("disconnected");

  useEffect(() => {
    if (!userId) {
      setState("disconnected");
      return;
    }
    const connection = openLiveConnection({
      url: liveConnectionUrl(window.location),
      userId,
      createSocket: createBrowserSocket,
      onStateChange: setState,
      effects: {
        invalidate: (queryKey, options) => {
          void changedOnServer(queryClient, { queryKey, exact: !options?.prefix });
        },
        showToast: ({ title, description, variant }) => {
          toast({ title, description, variant });
        },
        warn: (message, detail) => {
          if (detail === undefined) console.warn(message);
          else console.warn(message, detail);
        },
        sessionEnded: () => handleUnauthorized(toast),
        typing: markTyping,
        stoppedTyping: clearTyping,
      },
    });
    activeConnection = connection;
    return () => {
      if (activeConnection === connection) activeConnection = null;
      connection.close();
    };
  }, [userId, queryClient]);

  return state;
}
