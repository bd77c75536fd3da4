import { PAGE_SIZE } from "@contract/pages.ts";
import { type Page, request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberForm } from "../server/test/member-form.ts";
import { baseUrl, fitsWidth, launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

async function memberId(page: Page): Promise<string> {
  return (await (await page.request.get("/api/auth/user")).json()).id;
}

/** Makes the member followers-only, so that following them is asked for. */
async function lockProfile(page: Page) {
  const settings = await (await page.request.get("/api/settings")).json();
  const saved = await page.request.put("/api/settings/privacy", {
    data: { ...settings.privacy, profileVisibility: "followers" },
  });
  expect(saved.status()).toBe(200);
}

/** A new member, made and signed in outside any browser page, asks to follow `memberId`. */
async function askToFollow(memberIdToFollow: string, firstName: string, lastName: string) {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    const form = memberForm({ firstName, lastName, profession: "other", location: "" });
    expect((await api.post("/api/auth/register", { data: form })).status()).toBe(201);
    const asked = await api.post(`/api/users/${memberIdToFollow}/follow`);
    expect(asked.status()).toBe(200);
  } finally {
    await api.dispose();
  }
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
    await lockProfile(locked.page);

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

  it("on a phone, a member asked more than a page of times loads the rest with Load more", async () => {
    const locked = await browser.signedInPage(MOBILE, { firstName: "Ola", lastName: "Berg" });
    const lockedId = await memberId(locked.page);
    await lockProfile(locked.page);
    // The first asker waits longest; the newest has a name of one long word and no trade or town.
    for (let n = 1; n <= PAGE_SIZE; n++) await askToFollow(lockedId, "Asker", `Number${n}`);
    const longName = "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft";
    await askToFollow(lockedId, longName, "Z");

    await locked.page.goto("/settings?tab=privacy");
    const requests = locked.page.getByRole("list", { name: "Follow requests" });
    await requests.getByText(`${longName} Z`).waitFor();
    expect(await requests.getByRole("listitem").count()).toBe(PAGE_SIZE);
    expect(await requests.getByText("Asker Number1", { exact: true }).count()).toBe(0);
    expect(await fitsWidth(locked.page)).toBe(true);

    await locked.page.getByRole("button", { name: "Load more" }).click();
    await requests.getByText("Asker Number1", { exact: true }).waitFor();
    expect(await requests.getByRole("listitem").count()).toBe(PAGE_SIZE + 1);
    expect(await locked.page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    expect(await fitsWidth(locked.page)).toBe(true);
  });
});
