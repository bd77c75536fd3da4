import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, liveConfirmed, signUpThroughApi } from "./browser.ts";

const browser = launchBrowserPerFile();

describe("live notifications", () => {
  it("a like by another member arrives live, as a toast and in the bell, and stays after a reload", async () => {
    const author = await browser.newPage();
    const fan = await browser.newPage();
    await signUpThroughApi(author.page);
    await signUpThroughApi(fan.page, { firstName: "Tamsin", lastName: "Greaves" });
    const post = await (
      await author.page.request.post("/api/posts", { data: { content: "Fresh work" } })
    ).json();
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
});
