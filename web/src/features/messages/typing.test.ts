import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS } from "@contract/realtime.ts";
import { describe, expect, it, vi } from "vitest";
import { clearTyping, createTypingSender, isTyping, markTyping } from "./typing.ts";

describe("typing", () => {
  it("shows a member as typing for a few seconds after each event, until their message lands", () => {
    markTyping("ana", 1_000);
    expect(isTyping("ana", 1_000 + TYPING_SHOWN_MS - 1)).toBe(true);
    expect(isTyping("ana", 1_000 + TYPING_SHOWN_MS)).toBe(false);
    expect(isTyping("ben", 1_000)).toBe(false);
    markTyping("ana", Date.now());
    clearTyping("ana");
    expect(isTyping("ana")).toBe(false);
  });

  it("sends at most one typing event per member every few seconds", () => {
    let now = 0;
    const send = vi.fn();
    const typing = createTypingSender(send, () => now);
    typing("ana");
    typing("ana");
    typing("ben");
    now = TYPING_SEND_EVERY_MS;
    typing("ana");
    expect(send.mock.calls).toEqual([["ana"], ["ben"], ["ana"]]);
  });
});
