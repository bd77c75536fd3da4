import type { WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  fitsWidth,
  launchBrowserPerFile,
  liveConfirmed,
  MOBILE,
  signUpThroughApi,
} from "./browser.ts";

const browser = launchBrowserPerFile();

/** Two new members, each in a browser profile of their own, and a post by the first. */
async function authorAndFan(
  content: string,
  fanName: { firstName: string; lastName: string },
  authorViewport = DESKTOP,
) {
  const author = await browser.newPage(authorViewport);
  const fan = await browser.newPage();
  await signUpThroughApi(author.page);
  await signUpThroughApi(fan.page, fanName);
  const response = await author.page.request.post("/api/posts", { data: { content } });
  const post: { id: string } = await response.json();
  return { author, fan, post };
}

describe("live notifications", () => {
  it("a like by another member arrives live, as a toast and in the bell, and stays after a reload", async () => {
    const { author, fan, post } = await authorAndFan("Fresh work", {
      firstName: "Tamsin",
      lastName: "Greaves",
    });
    // The page is live once the server has confirmed who is connected.
    const confirmed = liveConfirmed(author.page);
    await author.page.goto("/");
    await author.page.getByText("Fresh work").first().waitFor();
    await confirmed;
    await expect.poll(() => author.page.getByTestId("notification-count").count()).toBe(0);

    const like = await fan.page.request.post(`/api/posts/${post.id}/like`);
    expect(like.status()).toBe(200);
    await author.page.getByText("Tamsin Greaves liked your post.").first().waitFor();
    await expect.poll(() => author.page.getByTestId("notification-count").textContent()).toBe("1");

    // The server keeps it: the count is the same after a reload.
    await author.page.reload();
    await expect.poll(() => author.page.getByTestId("notification-count").textContent()).toBe("1");

    // Opening the bell reads it; choosing it opens the post it is about.
    await author.page.getByRole("button", { name: "Notifications" }).click();
    const panel = author.page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText("New like").first().waitFor();
    await expect.poll(() => author.page.getByTestId("notification-count").count()).toBe(0);
    await panel.getByText("Tamsin Greaves liked your post.").click();
    await author.page.waitForURL(`**/posts/${post.id}`);

    await author.page.getByRole("button", { name: "Notifications" }).click();
    await panel.getByRole("button", { name: "Clear All" }).click();
    await panel.getByText("No notifications").waitFor();
    await author.page.reload();
    await author.page.getByRole("button", { name: "Notifications" }).click();
    await panel.getByText("No notifications").waitFor();
  });

  it("on a phone, a like from a member with a long unbroken name arrives live and fits the screen", async () => {
    const lastName = "Wolfeschlegelsteinhausenbergerdorff";
    const { author, fan, post } = await authorAndFan(
      "Shot on a phone",
      { firstName: "Ximena", lastName },
      MOBILE,
    );
    const confirmed = liveConfirmed(author.page);
    await author.page.goto("/");
    await author.page.getByText("Shot on a phone").first().waitFor();
    await confirmed;

    const like = await fan.page.request.post(`/api/posts/${post.id}/like`);
    expect(like.status()).toBe(200);
    await author.page.getByText(`Ximena ${lastName} liked your post.`).first().waitFor();
    await expect.poll(() => author.page.getByTestId("notification-count").textContent()).toBe("1");
    expect(await fitsWidth(author.page)).toBe(true);
  });

  it("says so when the live connection is down, and catches up on the bell once it is back", async () => {
    const { author, fan, post } = await authorAndFan("While offline", {
      firstName: "Orla",
      lastName: "Quint",
    });
    // The page's sockets pass through here: the first reaches the server, the next waits until
    // the outage is over (a handshake left unanswered, as when the network is gone).
    let first: WebSocketRoute | undefined;
    let endOutage = () => {};
    const outageOver = new Promise<void>((resolve) => {
      endOutage = resolve;
    });
    await author.page.routeWebSocket("**/ws", async (socket) => {
      if (first) await outageOver;
      else first = socket;
      socket.connectToServer();
    });
    const confirmed = liveConfirmed(author.page);
    await author.page.goto("/");
    await author.page.getByText("While offline").first().waitFor();
    await confirmed;
    const status = author.page.getByRole("status", { name: "Live updates" });
    expect(await status.getAttribute("data-state")).toBe("connected");

    await first!.close({ code: 1011, reason: "network lost" });
    await status.getByText("Offline, reconnecting…").waitFor();
    // What happens meanwhile is never pushed to this page.
    expect((await fan.page.request.post(`/api/posts/${post.id}/like`)).status()).toBe(200);

    const reconnected = liveConfirmed(author.page);
    endOutage();
    await reconnected;
    await expect.poll(() => status.getAttribute("data-state")).toBe("connected");
    await expect.poll(() => status.getByText("Offline, reconnecting…").count()).toBe(0);
    // The reconnect read the bell again: the like is counted without a reload.
    await expect.poll(() => author.page.getByTestId("notification-count").textContent()).toBe("1");
  });
});
