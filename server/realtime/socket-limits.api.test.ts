import { WS_TOO_MANY_CLOSE_CODE } from "@contract/realtime.ts";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestApp, type TestApp } from "../test/app.ts";
import { signUpMember } from "../test/factories.ts";
import { connectLive } from "../test/live.ts";
import { MESSAGES_PER_MINUTE, SOCKETS_PER_MEMBER } from "./socket-hub.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ LIVE_HEARTBEAT_MS: "200" });
});

describe("limits on the live connection", () => {
  it(`keeps ${SOCKETS_PER_MEMBER} sockets per member and closes the next with 4429`, async () => {
    const { client } = await signUpMember(server.url);
    const open = [];
    for (let i = 0; i < SOCKETS_PER_MEMBER; i += 1) open.push(await connectLive(client));
    const oneTooMany = await connectLive(client);
    expect(await oneTooMany.closed).toBe(WS_TOO_MANY_CLOSE_CODE);
    const first = open[0]!;
    first.send({ type: "authenticate" });
    expect((await first.next()).type).toBe("authenticated");
    const { client: someoneElse } = await signUpMember(server.url);
    const theirs = await connectLive(someoneElse);
    theirs.send({ type: "authenticate" });
    expect((await theirs.next()).type).toBe("authenticated");
    for (const live of [...open, theirs]) live.close();
  });

  it(`closes a socket that sends more than ${MESSAGES_PER_MINUTE} messages in a minute`, async () => {
    const { client } = await signUpMember(server.url);
    const live = await connectLive(client);
    for (let i = 0; i <= MESSAGES_PER_MINUTE; i += 1) live.send("chatter");
    expect(await live.closed).toBe(WS_TOO_MANY_CLOSE_CODE);
  });

  it("closes a socket that sends a frame over 4 KB (1009), and takes one under it", async () => {
    const { client } = await signUpMember(server.url);
    const live = await connectLive(client);
    live.send({ type: "authenticate", padding: "x".repeat(3_000) });
    expect((await live.next()).type).toBe("authenticated");
    live.send({ type: "authenticate", padding: "x".repeat(5_000) });
    expect(await live.closed).toBe(1009);
  });

  it("drops a socket that stops answering pings, and keeps one that answers", async () => {
    const { client } = await signUpMember(server.url);
    const answering = await connectLive(client);
    const silent = new WebSocket(`${server.url.replace(/^http/, "ws")}/ws`, {
      headers: { cookie: client.cookieHeader },
      autoPong: false,
    });
    const closed = new Promise<number>((resolve) => silent.on("close", resolve));
    await new Promise((resolve) => silent.once("open", resolve));
    expect(await closed).toBe(1006);
    answering.send({ type: "authenticate" });
    expect((await answering.next()).type).toBe("authenticated");
    answering.close();
  });
});
