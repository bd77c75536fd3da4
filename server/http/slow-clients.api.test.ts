import { connect, type Socket } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ REQUEST_TIMEOUT_MS: "1500", HEADERS_TIMEOUT_MS: "800" });
});

/** Opens a raw connection, writes `chunks` one every `everyMs`, and answers how long until the server ended it. */
function trickle(
  chunks: string[],
  everyMs: number,
): Promise<{ closedAfterMs: number; answer: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket: Socket = connect(Number(port), "127.0.0.1");
    socket.on("data", (data) => {
      answer += data.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    let next = 0;
    const timer = setInterval(() => {
      if (next < chunks.length && !socket.destroyed) socket.write(chunks[next++]!);
    }, everyMs);
  });
}

describe("clients that send slowly are cut off", () => {
  it("a body trickled a byte at a time ends at the request timeout with 408", async () => {
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n`;
    const { closedAfterMs, answer } = await trickle([head, ...Array(100).fill("{")], 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4_000);
  });

  it("headers trickled a byte at a time end at the headers timeout", async () => {
    const head = `GET /api/health HTTP/1.1\r\nHost: x\r\nx-slow: ${"a".repeat(100)}`;
    const { closedAfterMs } = await trickle(head.split(""), 100);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("a client that sends in good time is answered", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
