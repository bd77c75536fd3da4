import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logAnsweredRequests, loggerOptions, SLOW_REQUEST_MS } from "./logging.ts";

/** A server whose log lines land in an array, at the given level. */
async function serverLoggingAt(level: "warn" | "info") {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const { logController } = loggerOptions({ env: "production", logLevel: level });
  const app = Fastify({ logger: { level, stream }, logController });
  logAnsweredRequests(app);
  app.get("/quick", async () => ({ ok: true }));
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  app.get("/broken", async () => {
    throw new Error("boom");
  });
  await app.ready();
  return { app, lines };
}

describe("request logging", () => {
  it("by default says nothing of requests that went well, and one line for a failure or a slow answer", async () => {
    const { app, lines } = await serverLoggingAt("warn");
    await app.inject("/quick");
    expect(lines).toEqual([]);
    await app.inject("/broken");
    await app.inject("/slow");
    const messages = lines.map((line) => line.msg);
    expect(messages.some((message) => /^GET \/broken 500 \d+ ms$/.test(message))).toBe(true);
    expect(messages.some((message) => /^GET \/slow 200 \d+ ms \(slow\)$/.test(message))).toBe(true);
    expect(messages.filter((message) => message.startsWith("GET /quick"))).toEqual([]);
    await app.close();
  });

  it("shows every request at info", async () => {
    const { app, lines } = await serverLoggingAt("info");
    await app.inject("/quick");
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/quick 200 \d+ ms$/),
    ]);
    await app.close();
  });

  it("writes JSON in production and readable lines elsewhere", () => {
    const production = loggerOptions({ env: "production", logLevel: "warn" });
    expect(production.logger).toEqual({ level: "warn" });
    const development = loggerOptions({ env: "development", logLevel: "warn" });
    expect(development.logger).toMatchObject({ transport: { target: "pino-pretty" } });
  });
});
