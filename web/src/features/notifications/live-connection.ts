import {
  type ClientEvent,
  type ServerEvent,
  serverEventSchema,
  WS_FORBIDDEN_CLOSE_CODE,
  WS_UNAUTHORIZED_CLOSE_CODE,
} from "@contract/realtime.ts";
import { messageKeys } from "@web/features/messages/api/keys.ts";
import { notificationKeys } from "./api/notifications.ts";
import { notificationWords } from "./notifications.ts";

/**
 * The live connection at /ws, free of React so it can be tested with a fake
 * socket: the URL, what each server event does, and when to try again after a drop.
 */

export type LiveConnectionState = "disconnected" | "connected";

export const LIVE_PATH = "/ws";
/** When the page has no host (e.g. opened from a file), talk to the dev server. */
export const LIVE_FALLBACK_HOST = "localhost:5000";

/** `wss:` on a secure page, else `ws:`; same host, falling back to localhost:5000; path /ws. */
export function liveConnectionUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const host = location.host || LIVE_FALLBACK_HOST;
  return `${scheme}//${host}${LIVE_PATH}`;
}

export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt));
  // 2 ** 15 s is already far above the cap; stop growing before the number gets silly.
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_BASE_DELAY_MS * 2 ** Math.min(exponent, 15));
}

export type NotificationToast = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

/** What a server event may touch; the hook wires these to React Query and toasts. */
export type LiveEventEffects = {
  currentUserId: string;
  /** Marks one cached answer stale; with `prefix`, every answer under that key. */
  invalidate: (queryKey: readonly unknown[], options?: { prefix: boolean }) => void;
  showToast: (toast: NotificationToast) => void;
  warn: (message: string, detail?: unknown) => void;
  /** The server closed the socket because its session is gone. */
  sessionEnded: () => void;
  /** Someone is writing to the member (within a conversation they share). */
  typing: (userId: string) => void;
  /** Their message arrived: they are no longer typing. */
  stoppedTyping: (userId: string) => void;
};

/**
 * - `handled`: a known event, acted on.
 * - `ignored`: well-formed JSON naming an event type this client does not know (logged only).
 * - `invalid`: not JSON, or a known event whose shape is wrong (logged; it marks the
 *   connection disconnected).
 */
export type LiveMessageOutcome = "handled" | "ignored" | "invalid";

const KNOWN_EVENT_TYPES = new Set<string>(
  serverEventSchema.def.options.flatMap((option) => option.shape.type.def.values),
);

/** A new message: the list, then the conversations of sender, receiver and the current member. */
export function conversationKeysToRefresh(
  message: { senderId: string; receiverId: string },
  currentUserId: string,
): (readonly unknown[])[] {
  const ids = [...new Set([message.senderId, message.receiverId, currentUserId])];
  return [messageKeys.conversations(), ...ids.map((id) => messageKeys.conversation(id))];
}

/** Applies one parsed server event. */
export function applyServerEvent(event: ServerEvent, effects: LiveEventEffects): void {
  switch (event.type) {
    case "authenticated":
      return;
    case "newMessage":
      for (const key of conversationKeysToRefresh(event.data, effects.currentUserId)) {
        effects.invalidate(key);
      }
      effects.stoppedTyping(event.data.senderId);
      return;
    case "messagesRead":
      // The member's own messages to the reader now show "Seen".
      effects.invalidate(messageKeys.conversation(event.data.readerId));
      return;
    case "typing":
      effects.typing(event.data.userId);
      return;
    case "notification": {
      // The server has stored it: the bell's list and badge read it from there.
      effects.invalidate(notificationKeys.all(), { prefix: true });
      const words = notificationWords(event.data);
      effects.showToast({
        title: words.title,
        description: words.message,
        variant: event.data.type === "error" ? "destructive" : "default",
      });
      return;
    }
  }
}

/** Parses one frame from the socket and applies it. */
export function handleLiveMessage(data: unknown, effects: LiveEventEffects): LiveMessageOutcome {
  if (typeof data !== "string") {
    effects.warn("Live connection: ignoring a non-text message");
    return "invalid";
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    effects.warn("Live connection: could not parse a message", error);
    return "invalid";
  }
  const type =
    json !== null && typeof json === "object" && "type" in json
      ? (json as { type: unknown }).type
      : undefined;
  if (typeof type === "string" && !KNOWN_EVENT_TYPES.has(type)) {
    effects.warn(`Live connection: ignoring unknown event type "${type}"`);
    return "ignored";
  }
  const parsed = serverEventSchema.safeParse(json);
  if (!parsed.success) {
    effects.warn("Live connection: invalid event", parsed.error);
    return "invalid";
  }
  applyServerEvent(parsed.data, effects);
  return "handled";
}

/** What the connection hears from a socket. */
export type LiveSocketHandlers = {
  open: () => void;
  message: (data: unknown) => void;
  error: (event: unknown) => void;
  close: (code: number) => void;
};

/** What the connection needs of a socket once it is opened. */
export type LiveSocket = {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
};

export type CreateLiveSocket = (url: string, handlers: LiveSocketHandlers) => LiveSocket;

/** The browser's WebSocket behind the LiveSocket shape. */
export const createBrowserSocket: CreateLiveSocket = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => handlers.message(event.data);
  socket.onerror = (event) => handlers.error(event);
  socket.onclose = (event) => handlers.close(event.code);
  return {
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
  };
};

export type LiveConnectionOptions = {
  url: string;
  userId: string;
  createSocket: CreateLiveSocket;
  effects: Omit<LiveEventEffects, "currentUserId">;
  onStateChange: (state: LiveConnectionState) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** 0 ≤ n < 1, for the jitter on reconnect delays; Math.random unless a test fixes it. */
  random?: () => number;
};

export type LiveConnection = {
  /** Closes for good: the member changed or left. No reconnect follows. */
  close: () => void;
  /** Sends an event if the socket is open; dropped otherwise (typing is worth nothing later). */
  send: (event: ClientEvent) => void;
};

/**
 * Opens the socket, sends `authenticate` on open and dispatches every message. An unexpected
 * close schedules a reconnect with capped exponential backoff and jitter, reset once a socket
 * opens, and a reconnect refetches what the socket may have missed; a close
 * for a missing or ended session (4401), a refused claim (4403) or a call to `close()` ends it
 * for good. Events from a socket that
 * is no longer the current one are dropped.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const effects: LiveEventEffects = { ...options.effects, currentUserId: options.userId };

  let socket: LiveSocket | null = null;
  let retryTimer: unknown = null;
  let attempt = 0;
  let stopped = false;

  const random = options.random ?? Math.random;
  // Set once a socket has opened: a later open is a reconnect, after which events may be missed.
  let openedBefore = false;

  const scheduleReconnect = () => {
    if (stopped || retryTimer !== null) return;
    // Half to all of the backoff, at random: after a server restart, every tab does not come
    // back in the same instant.
    const delay = Math.round(reconnectDelay(attempt) * (0.5 + random() / 2));
    attempt += 1;
    retryTimer = setTimer(connect, delay);
  };

  function connect(): void {
    retryTimer = null;
    // Set once createSocket returns; handlers only act while it is still the current socket.
    let self: LiveSocket | null = null;
    const isCurrent = () => self !== null && self === socket && !stopped;
    try {
      self = options.createSocket(options.url, {
        open: () => {
          if (!isCurrent()) return;
          attempt = 0;
          options.onStateChange("connected");
          // What arrived while the socket was down was never pushed: the conversations (list
          // and any open chat) and the bell are read again.
          if (openedBefore) {
            effects.invalidate(messageKeys.conversations(), { prefix: true });
            effects.invalidate(notificationKeys.all(), { prefix: true });
          }
          openedBefore = true;
          const authenticate: ClientEvent = { type: "authenticate", userId: options.userId };
          self?.send(JSON.stringify(authenticate));
        },
        message: (data) => {
          if (!isCurrent()) return;
          if (handleLiveMessage(data, effects) === "invalid") options.onStateChange("disconnected");
        },
        error: (event) => {
          if (!isCurrent()) return;
          effects.warn("Live connection: socket error", event);
          options.onStateChange("disconnected");
        },
        close: (code) => {
          if (!isCurrent()) return;
          socket = null;
          options.onStateChange("disconnected");
          if (code === WS_UNAUTHORIZED_CLOSE_CODE || code === WS_FORBIDDEN_CLOSE_CODE) {
            effects.warn("Live connection: the server refused the session; not reconnecting");
            stopped = true;
            // The session ended (signed out elsewhere, a new password): the member is told and
            // taken to sign in, as when an action finds the session gone.
            effects.sessionEnded();
            return;
          }
          scheduleReconnect();
        },
      });
      socket = self;
    } catch (error) {
      effects.warn("Live connection: could not open the socket", error);
      scheduleReconnect();
    }
  }

  connect();

  return {
    send: (event) => socket?.send(JSON.stringify(event)),
    close: () => {
      stopped = true;
      if (retryTimer !== null) {
        clearTimer(retryTimer);
        retryTimer = null;
      }
      const current = socket;
      socket = null;
      current?.close(1000, "closed by the client");
      options.onStateChange("disconnected");
    },
  };
}
