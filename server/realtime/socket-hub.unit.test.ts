import { EventEmitter } from "node:events";
import type { ServerEvent } from "@contract/realtime.ts";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { createSocketHub, MAX_BUFFERED_BYTES } from "./socket-hub.ts";

/** The few parts of a ws socket the hub touches, with what it was asked to do recorded. */
class RecordingSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  terminate() {
    this.terminated = true;
  }
  ping() {}
  close() {}
}

const EVENT: ServerEvent = { type: "authenticated", userId: "someone" };

describe("the socket hub", () => {
  it("drops a consumer whose unsent events pile up, and keeps sending to the others", () => {
    const hub = createSocketHub();
    const slow = new RecordingSocket();
    const quick = new RecordingSocket();
    hub.add("member", "session-a", slow as unknown as WebSocket);
    hub.add("member", "session-b", quick as unknown as WebSocket);
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    hub.deliver("member", EVENT);
    expect(slow.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(quick.sent).toEqual([JSON.stringify(EVENT)]);
  });

  it("pings every socket and drops one that did not answer the previous ping", () => {
    const hub = createSocketHub();
    const answers = new RecordingSocket();
    const silent = new RecordingSocket();
    hub.add("member", "session-a", answers as unknown as WebSocket);
    hub.add("member", "session-b", silent as unknown as WebSocket);
    hub.heartbeat();
    answers.emit("pong");
    hub.heartbeat();
    expect(answers.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
  });
});
