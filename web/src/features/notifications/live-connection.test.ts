import { WS_FORBIDDEN_CLOSE_CODE, WS_UNAUTHORIZED_CLOSE_CODE } from "@contract/realtime.ts";
import { messageKeys } from "@web/features/messages/api/keys.ts";
import { describe, expect, it, vi } from "vitest";
import { notificationKeys } from "./api/notifications.ts";
import {
  handleLiveMessage,
  type LiveConnectionState,
  type LiveEventEffects,
  type LiveSocket,
  type LiveSocketHandlers,
  liveConnectionUrl,
  openLiveConnection,
  RECONNECT_MAX_DELAY_MS,
  reconnectDelay,
} from "./live-connection.ts";

const ME = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

function fakeEffects(currentUserId = ME) {
  return {
    currentUserId,
    invalidate: vi.fn<LiveEventEffects["invalidate"]>(),
    showToast: vi.fn<LiveEventEffects["showToast"]>(),
    warn: vi.fn<LiveEventEffects["warn"]>(),
    sessionEnded: vi.fn<LiveEventEffects["sessionEnded"]>(),
    typing: vi.fn<LiveEventEffects["typing"]>(),
    stoppedTyping: vi.fn<LiveEventEffects["stoppedTyping"]>(),
  };
}

function message(senderId: string, receiverId: string) {
  return JSON.stringify({
    type: "newMessage",
    data: {
      id: "m1",
      senderId,
      receiverId,
      content: "Hello",
      createdAt: "2025-09-02T10:00:00.000Z",
      readAt: null,
    },
  });
}

describe("liveConnectionUrl", () => {
  it("uses ws: on an http page, same host, path /ws", () => {
    expect(liveConnectionUrl({ protocol: "http:", host: "atelier.test:5173" })).toBe(
      "ws://atelier.test:5173/ws",
    );
  });

  it("uses wss: on an https page", () => {
    expect(liveConnectionUrl({ protocol: "https:", host: "atelier.example.co.uk" })).toBe(
      "wss://atelier.example.co.uk/ws",
    );
  });

  it("falls back to localhost:5000 when the page has no host", () => {
    expect(liveConnectionUrl({ protocol: "file:", host: "" })).toBe("ws://localhost:5000/ws");
  });
});

describe("reconnectDelay", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10, 100].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(1_000_000)).toBe(RECONNECT_MAX_DELAY_MS);
  });
});

describe("handleLiveMessage", () => {
  it("refreshes the list and the sender, receiver and own conversations on newMessage", () => {
    const effects = fakeEffects(ME);
    expect(handleLiveMessage(message(OTHER, ME), effects)).toBe("handled");
    expect(effects.invalidate.mock.calls.map(([key]) => key)).toEqual([
      ["conversations"],
      ["conversations", OTHER],
      ["conversations", ME],
    ]);
    // The sender's message landed, so they are no longer typing.
    expect(effects.stoppedTyping).toHaveBeenCalledWith(OTHER);
  });

  it("refreshes three distinct conversation keys when the current member is neither party", () => {
    const effects = fakeEffects("33333333-3333-4333-8333-333333333333");
    handleLiveMessage(message(OTHER, ME), effects);
    expect(effects.invalidate.mock.calls.map(([key]) => key)).toEqual([
      ["conversations"],
      ["conversations", OTHER],
      ["conversations", ME],
      ["conversations", "33333333-3333-4333-8333-333333333333"],
    ]);
  });

  it("reads the stored notifications again and shows the new one as a toast", () => {
    const effects = fakeEffects();
    const frame = JSON.stringify({
      type: "notification",
      data: { type: "like", title: "New like", message: "Ann liked your post", id: "n1" },
    });
    expect(handleLiveMessage(frame, effects)).toBe("handled");
    expect(effects.invalidate).toHaveBeenCalledWith(["notifications"], { prefix: true });
    expect(effects.showToast).toHaveBeenCalledWith({
      title: "New like",
      description: "Ann liked your post",
      variant: "default",
    });
  });

  it("uses the default words for a blank notification and a destructive toast for errors", () => {
    const effects = fakeEffects();
    const frame = JSON.stringify({
      type: "notification",
      data: { type: "error", title: " ", message: "" },
    });
    handleLiveMessage(frame, effects);
    expect(effects.showToast).toHaveBeenCalledWith({
      title: "New Notification",
      description: "You have a new notification",
      variant: "destructive",
    });
  });

  it("marks the reader's conversation stale when they read, and passes typing on", () => {
    const effects = fakeEffects();
    handleLiveMessage(
      JSON.stringify({
        type: "messagesRead",
        data: { readerId: OTHER, readAt: "2026-11-23T10:00:00Z" },
      }),
      effects,
    );
    expect(effects.invalidate).toHaveBeenCalledWith(messageKeys.conversation(OTHER));
    handleLiveMessage(JSON.stringify({ type: "typing", data: { userId: OTHER } }), effects);
    expect(effects.typing).toHaveBeenCalledWith(OTHER);
  });

  it("does nothing visible on authenticated", () => {
    const effects = fakeEffects();
    expect(handleLiveMessage(JSON.stringify({ type: "authenticated", userId: ME }), effects)).toBe(
      "handled",
    );
    expect(effects.invalidate).not.toHaveBeenCalled();
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it("reports unparseable JSON, non-text frames and malformed known events as invalid", () => {
    const effects = fakeEffects();
    expect(handleLiveMessage("{not json", effects)).toBe("invalid");
    expect(handleLiveMessage(new ArrayBuffer(2), effects)).toBe("invalid");
    expect(handleLiveMessage(JSON.stringify({ type: "newMessage", data: {} }), effects)).toBe(
      "invalid",
    );
    expect(handleLiveMessage(JSON.stringify({ hello: "world" }), effects)).toBe("invalid");
    expect(effects.warn).toHaveBeenCalledTimes(4);
    expect(effects.invalidate).not.toHaveBeenCalled();
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it("logs and ignores event types it does not know", () => {
    const effects = fakeEffects();
    expect(handleLiveMessage(JSON.stringify({ type: "presence", userId: OTHER }), effects)).toBe(
      "ignored",
    );
    expect(effects.warn).toHaveBeenCalledTimes(1);
    expect(effects.invalidate).not.toHaveBeenCalled();
    expect(effects.showToast).not.toHaveBeenCalled();
  });
});

class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    private readonly handlers: LiveSocketHandlers,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // What the server (or the network) does:
  open() {
    this.handlers.open();
  }
  receive(data: unknown) {
    this.handlers.message(data);
  }
  drop(code = 1006) {
    this.handlers.error({});
    this.handlers.close(code);
  }
}

/** `random`: the jitter's draw; just under 1 waits the whole backoff. */
function harness(random = 0.999_999) {
  const sockets: FakeSocket[] = [];
  const states: LiveConnectionState[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const effects = fakeEffects();
  const connection = openLiveConnection({
    url: "ws://atelier.test/ws",
    userId: ME,
    createSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    effects,
    onStateChange: (state) => states.push(state),
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => random,
  });
  const latest = () => sockets.at(-1)!;
  /** Runs the newest pending timer, as if its delay had passed. */
  const elapse = () => {
    const timer = timers.at(-1)!;
    expect(timer.cleared).toBe(false);
    timer.callback();
    return timer.ms;
  };
  return { sockets, states, timers, effects, connection, latest, elapse };
}

describe("openLiveConnection", () => {
  it("opens the socket at once and authenticates on open", () => {
    const { sockets, states, latest } = harness();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe("ws://atelier.test/ws");
    expect(states).toEqual([]);
    latest().open();
    expect(states).toEqual(["connected"]);
    expect(latest().sent.map((data) => JSON.parse(data))).toEqual([
      { type: "authenticate", userId: ME },
    ]);
  });

  it("dispatches messages and marks the connection disconnected on an invalid one", () => {
    const { states, effects, latest } = harness();
    latest().open();
    latest().receive(
      JSON.stringify({ type: "notification", data: { type: "follow", title: "T", message: "M" } }),
    );
    expect(effects.showToast).toHaveBeenCalledTimes(1);
    expect(states).toEqual(["connected"]);
    latest().receive("<html>");
    expect(states).toEqual(["connected", "disconnected"]);
    expect(effects.warn).toHaveBeenCalled();
    expect(latest().closedWith).toBeUndefined();
  });

  it("reconnects after a drop with growing delays, reset once a socket opens", () => {
    const { sockets, states, latest, elapse } = harness();
    latest().open();
    latest().drop();
    expect(states.at(-1)).toBe("disconnected");
    expect(elapse()).toBe(1_000);
    expect(sockets).toHaveLength(2);
    latest().drop();
    expect(elapse()).toBe(2_000);
    latest().drop();
    expect(elapse()).toBe(4_000);
    expect(sockets).toHaveLength(4);
    latest().open();
    expect(states.at(-1)).toBe("connected");
    expect(latest().sent).toHaveLength(1);
    latest().drop();
    expect(elapse()).toBe(1_000);
  });

  it("waits between half and all of the backoff, at random", () => {
    const early = harness(0);
    early.latest().drop();
    expect(early.elapse()).toBe(500);
    const halfway = harness(0.5);
    halfway.latest().drop();
    expect(halfway.elapse()).toBe(750);
  });

  it("after a reconnect, reads the conversations and the bell again; not on the first connection", () => {
    const { latest, elapse, effects } = harness();
    latest().open();
    expect(effects.invalidate).not.toHaveBeenCalled();
    latest().drop();
    elapse();
    latest().open();
    expect(effects.invalidate.mock.calls).toEqual([
      [messageKeys.conversations(), { prefix: true }],
      [notificationKeys.all(), { prefix: true }],
    ]);
  });

  it("never reconnects after close(), and closes the socket", () => {
    const { sockets, timers, connection, latest, states } = harness();
    latest().open();
    const socket = latest();
    connection.close();
    expect(socket.closedWith).toBe(1000);
    expect(states.at(-1)).toBe("disconnected");
    // A late close event from the browser must not bring it back.
    socket.drop(1000);
    expect(timers).toHaveLength(0);
    expect(sockets).toHaveLength(1);
  });

  it("cancels a pending reconnect on close()", () => {
    const { sockets, timers, connection, latest } = harness();
    latest().drop();
    expect(timers).toHaveLength(1);
    connection.close();
    expect(timers[0]!.cleared).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  it("ignores a late event from a socket it has replaced", () => {
    const { sockets, states, latest, elapse } = harness();
    const first = latest();
    first.drop();
    elapse();
    expect(sockets).toHaveLength(2);
    const before = [...states];
    first.open();
    first.receive("{not json");
    first.drop();
    expect(states).toEqual(before);
    expect(first.sent).toHaveLength(0);
    latest().open();
    expect(states.at(-1)).toBe("connected");
  });

  it.each([
    ["refuses or ends the session", WS_UNAUTHORIZED_CLOSE_CODE],
    ["refuses the claimed member", WS_FORBIDDEN_CLOSE_CODE],
  ])("stops, and says the session ended, when the server %s", (_case, code) => {
    const { sockets, timers, latest, effects } = harness();
    latest().drop(code);
    expect(timers).toHaveLength(0);
    expect(sockets).toHaveLength(1);
    expect(effects.sessionEnded).toHaveBeenCalledTimes(1);
  });
});
