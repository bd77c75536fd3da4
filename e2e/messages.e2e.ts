import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, liveConfirmed, MOBILE, signUpThroughApi } from "./browser.ts";

const browser = launchBrowserPerFile();

describe("Messages", () => {
  it("a member starts a chat from a profile, sends with Enter, and the reply arrives live", async () => {
    const writer = await browser.newPage();
    const reader = await browser.newPage();
    const writerForm = await signUpThroughApi(writer.page, {
      firstName: "Odette",
      lastName: "Marsh",
    });
    const readerForm = await signUpThroughApi(reader.page, {
      firstName: "Kwame",
      lastName: "Oduya",
    });
    const readerId = (await (await reader.page.request.get("/api/auth/user")).json()).id;

    const writerLive = liveConfirmed(writer.page);
    await writer.page.goto(`/profile/${readerId}`);
    await writer.page.getByRole("button", { name: "Message", exact: true }).click();
    await writer.page.waitForURL("**/messages");
    const chat = writer.page.getByRole("region", { name: "Conversation with Kwame Oduya" });
    await chat.getByText("I came across your work on Atelier").waitFor();
    await writerLive;
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("Free for a shoot on Saturday?");
    await input.press("Enter");
    await chat.getByText("Free for a shoot on Saturday?").waitFor();
    await expect.poll(() => input.inputValue()).toBe("");

    const readerLive = liveConfirmed(reader.page);
    await reader.page.goto("/messages");
    const list = reader.page.getByRole("list", { name: "Conversations" });
    await list.getByText(`${writerForm.firstName} ${writerForm.lastName}`).waitFor();
    await list.getByLabel("2 unread").waitFor();
    // The search goes by first name, last name or profession.
    const search = reader.page.getByRole("searchbox", { name: "Search conversations" });
    await search.fill("nobody by that name");
    await expect.poll(() => list.getByRole("button", { name: /Odette Marsh/ }).count()).toBe(0);
    await search.fill("marsh");
    await list.getByRole("button", { name: /Odette Marsh/ }).waitFor();
    await search.fill("");
    await list.getByRole("button", { name: /Odette Marsh/ }).click();
    const readerChat = reader.page.getByRole("region", { name: "Conversation with Odette Marsh" });
    await readerChat.getByText("Free for a shoot on Saturday?").waitFor();
    await expect.poll(() => list.getByLabel("2 unread").count()).toBe(0);
    // The writer sees, live, that it was read, and then that a reply is being written.
    await chat.getByText("Seen", { exact: true }).waitFor();
    await readerLive;
    const reply = readerChat.getByRole("textbox", { name: "Message" });
    await reply.fill("Yes!");
    await chat.getByText("typing…").waitFor();
    await reply.press("Shift+Enter");
    await reply.pressSequentially("Morning works.");
    await reply.press("Enter");

    await chat.getByText(/Yes!\s+Morning works\./).waitFor();
    await expect.poll(() => chat.getByText("typing…").count()).toBe(0);
    expect(readerForm.firstName).toBe("Kwame");
  });

  it("scrolling up loads older messages and keeps the one being read in view", async () => {
    const other = await browser.newPage();
    await signUpThroughApi(other.page, { firstName: "Ines", lastName: "Carvalho" });
    const otherId = (await (await other.page.request.get("/api/auth/user")).json()).id;
    const { page } = await browser.signedInPage();
    for (let i = 0; i < 55; i += 1) {
      const sent = await page.request.post("/api/messages", {
        data: { receiverId: otherId, content: `Note ${i}` },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto(`/messages?user=${otherId}`);
    const chat = page.getByRole("region", { name: "Conversation with Ines Carvalho" });
    await chat.getByText("Note 54", { exact: true }).waitFor();
    // It opens at the newest message, scrolled to the bottom.
    const messages = chat.getByRole("list", { name: "Messages" });
    await expect
      .poll(() =>
        messages.evaluate((list) => {
          const scroller = list.parentElement!;
          return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
        }),
      )
      .toBeLessThan(2);
    expect(await chat.getByText("Note 4", { exact: true }).count()).toBe(0);
    await chat.getByText("Note 5", { exact: true }).scrollIntoViewIfNeeded();
    await chat.getByText("Note 0", { exact: true }).waitFor({ state: "attached" });
    await expect.poll(() => chat.getByText("Note 5", { exact: true }).isVisible()).toBe(true);
  });

  it("a new member sees the empty list, and can find creatives from it", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/messages");
    await page.getByText("No conversations yet").waitFor();
    await page.getByText("Select a conversation").waitFor();
    await page.getByRole("link", { name: "Find Creatives" }).click();
    await page.waitForURL("**/network");
  });

  it("on a phone the list and the chat are two screens, with a way back", async () => {
    const other = await browser.newPage();
    await signUpThroughApi(other.page, { firstName: "Bea", lastName: "Lindqvist" });
    const otherId = (await (await other.page.request.get("/api/auth/user")).json()).id;
    // Untidy data: a member with no location or profession, and a word longer than the screen.
    const { page } = await browser.signedInPage(MOBILE, { location: "", profession: "other" });
    const longWord = `Supercalifragilistic${"expialidocious".repeat(10)}`;
    for (const content of ["Hello from my phone", longWord]) {
      const sent = await page.request.post("/api/messages", {
        data: { receiverId: otherId, content },
      });
      expect(sent.status()).toBe(201);
    }

    await page.goto("/messages");
    const list = page.getByRole("list", { name: "Conversations" });
    await list.getByRole("button", { name: /Bea Lindqvist/ }).click();
    const chat = page.getByRole("region", { name: "Conversation with Bea Lindqvist" });
    await chat.getByText("Hello from my phone").waitFor();
    await chat.getByText(longWord).waitFor();
    expect(await list.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    await page.getByRole("button", { name: "Back to conversations" }).click();
    await list.waitFor();
    expect(await chat.isVisible()).toBe(false);
  });

  it("/messages?user= opens a new chat with the New Chat banner, then drops the query", async () => {
    const other = await browser.newPage();
    await signUpThroughApi(other.page, { firstName: "Priya", lastName: "Nair" });
    const otherId = (await (await other.page.request.get("/api/auth/user")).json()).id;
    const { page } = await browser.signedInPage();
    await page.goto(`/messages?user=${otherId}`);
    const chat = page.getByRole("region", { name: "Conversation with Priya Nair" });
    await chat.getByText("New Chat: say hello to Priya Nair.").waitFor();
    await chat.getByText("Start the conversation").waitFor();
    expect(new URL(page.url()).search).toBe("");
  });
});
