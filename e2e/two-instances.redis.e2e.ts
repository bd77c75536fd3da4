import path from "node:path";
import { beforeAll, describe, it } from "vitest";
import type { TestApp } from "../server/test/app.ts";
import { twoInstances } from "../server/test/instances.ts";
import { launchBrowserPerFile, liveConfirmed, MOBILE, signUpThroughApi } from "./browser.ts";

/**
 * Two members in real browsers, each on a different server instance (as a load balancer would
 * place them), chatting live: every event crosses from one instance to the other through Redis.
 * It runs with the multi-instance tests, which have PostgreSQL and Redis.
 */
const browser = launchBrowserPerFile();
const webRoot = path.resolve("dist", "web");

describe("two members on two instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await twoInstances({ REDIS_URL: process.env.TEST_REDIS_URL! }, { webRoot });
  });

  it("chat live: the message, 'Seen' and typing cross between instances without a reload", async () => {
    const writer = await browser.newPage(undefined, first.url);
    const reader = await browser.newPage(MOBILE, second.url);
    await signUpThroughApi(writer.page, { firstName: "Ines", lastName: "Kowalczyk" });
    await signUpThroughApi(reader.page, { firstName: "Tobiah", lastName: "Mensah-Whitfield" });
    const readerId = (await (await reader.page.request.get("/api/auth/user")).json()).id;

    // The reader waits on the Messages page of the second instance, connected there.
    const readerLive = liveConfirmed(reader.page);
    await reader.page.goto("/messages");
    await reader.page.getByText("No conversations yet").waitFor();
    await readerLive;

    const writerLive = liveConfirmed(writer.page);
    await writer.page.goto(`/messages?user=${readerId}`);
    const chat = writer.page.getByRole("region", {
      name: "Conversation with Tobiah Mensah-Whitfield",
    });
    await writerLive;
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("Sent through the first instance");
    await input.press("Enter");
    await chat.getByText("Sent through the first instance").waitFor();

    // It arrives on the second instance's page live; opening it tells the writer 'Seen'.
    const list = reader.page.getByRole("list", { name: "Conversations" });
    await list.getByRole("button", { name: /Ines Kowalczyk/ }).click();
    const readerChat = reader.page.getByRole("region", {
      name: "Conversation with Ines Kowalczyk",
    });
    await readerChat.getByText("Sent through the first instance").waitFor();
    await chat.getByText("Seen", { exact: true }).waitFor();

    const reply = readerChat.getByRole("textbox", { name: "Message" });
    await reply.fill("And back");
    await chat.getByText("typing…").waitFor();
    await reply.press("Enter");
    await chat.getByText("And back").waitFor();
  }, 60_000);
});
