import { connect, type Socket } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";

let server: TestApp;
const openSockets = new Set<Socket>();
beforeAll(async () => {
  server = await startTestApp({
    REQUEST_TIMEOUT_MS: "1500",
    HEADERS_TIMEOUT_MS: "800",
    CONNECTION_TIMEOUT_MS: "1000",
  });
  server.app.server.on("connection", (socket: Socket) => {
    openSockets.add(socket);
    socket.once("close", () => openSockets.delete(socket));
  });
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

  it("a client that stops reading its answers is cut off at the connection timeout", async () => {
    const { port } = new URL(server.url);
    const client = connect(Number(port), "127.0.0.1");
    client.on("error", () => {});
    await new Promise((resolve) => client.once("connect", resolve));
    const serverSide = await new Promise<Socket>((resolve) => {
      const find = () => {
        for (const socket of openSockets) {
          if (socket.remotePort === client.localPort) return resolve(socket);
        }
        setTimeout(find, 20);
      };
      find();
    });
    // Far more answer than the two sockets' buffers hold, asked for and never read.
    client.pause();
    client.write("GET /api/docs HTTP/1.1\r\nHost: x\r\n\r\n".repeat(200));
    const started = Date.now();
    await new Promise((resolve) => serverSide.once("close", resolve));
    expect(Date.now() - started).toBeLessThan(15_000);
    client.destroy();
  });

  it("a client that sends in good time is answered", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
