import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../test/app.ts";

describe("stopping the server", () => {
  it("closes a connection a client left halfway through a request once the grace period ends", async () => {
    const app = await startTestApp({ SHUTDOWN_GRACE_MS: "300" });
    const socket = connect(Number(new URL(app.url).port), "127.0.0.1");
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    // Headers announcing a body that never comes: the request stays in flight.
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await app.close();
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
