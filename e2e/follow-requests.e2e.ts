import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

async function memberId(page: Page): Promise<string> {
  return (await (await page.request.get("/api/auth/user")).json()).id;
}

describe("follow requests", () => {
  it("a followers-only member approves a request on a phone, from the bell to Settings", async () => {
    // Untidy on purpose: a name of one long word and no trade or town to show.
    const asker = await browser.signedInPage(undefined, {
      firstName: "Maximilianopoulosdottirsson",
      lastName: "Q",
      profession: "other",
      location: "",
    });
    const locked = await browser.signedInPage(MOBILE, { firstName: "Ines", lastName: "Hale" });
    const lockedId = await memberId(locked.page);
    const settings = await (await locked.page.request.get("/api/settings")).json();
    const saved = await locked.page.request.put("/api/settings/privacy", {
      data: { ...settings.privacy, profileVisibility: "followers" },
    });
    expect(saved.status()).toBe(200);

    await asker.page.goto(`/profile/${lockedId}`);
    await asker.page.getByRole("button", { name: "Follow", exact: true }).click();
    await asker.page.getByRole("button", { name: "Requested" }).waitFor();
    await asker.page.getByRole("heading", { name: "This profile is private" }).waitFor();

    await locked.page.goto("/");
    await expect.poll(() => locked.page.getByTestId("notification-count").textContent()).toBe("1");
    await locked.page.getByRole("button", { name: "Notifications" }).click();
    await locked.page.getByText("Maximilianopoulosdottirsson Q asked to follow you.").click();
    await locked.page.waitForURL("**/settings?tab=privacy");
    const requests = locked.page.getByRole("list", { name: "Follow requests" });
    await requests.getByText("Maximilianopoulosdottirsson Q").waitFor();
    expect(
      await locked.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await requests.getByRole("button", { name: "Approve Maximilianopoulosdottirsson Q" }).click();
    await locked.page.getByText("No one is waiting for an answer.").waitFor();

    await asker.page.reload();
    await asker.page.getByRole("button", { name: "Following" }).waitFor();
  });
});
