import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fitsWidth, launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

async function memberId(page: Page): Promise<string> {
  return (await (await page.request.get("/api/auth/user")).json()).id;
}

describe("blocking a member", () => {
  it("blocks from the profile, hides the blocker from the blocked member, and unblocks in Settings", async () => {
    const blocker = await browser.signedInPage(undefined, {
      firstName: "Wren",
      lastName: "Okafor",
    });
    const blocked = await browser.signedInPage(MOBILE, { firstName: "Dax", lastName: "Pryce" });
    const blockerId = await memberId(blocker.page);
    const blockedId = await memberId(blocked.page);

    await blocker.page.goto(`/profile/${blockedId}`);
    await blocker.page.getByRole("button", { name: "More actions" }).click();
    await blocker.page.getByRole("menuitem", { name: "Block" }).click();
    const dialog = blocker.page.getByRole("dialog", { name: "Block this member?" });
    await dialog.getByText("Dax Pryce won't be able to see your profile").waitFor();
    await dialog.getByRole("button", { name: "Block" }).click();
    await blocker.page.getByRole("heading", { name: "You blocked this member" }).waitFor();
    await blocker.page.getByRole("button", { name: "Unblock" }).waitFor();

    // On a phone, the blocked member finds nobody there and cannot write.
    await blocked.page.goto(`/profile/${blockerId}`);
    await blocked.page.getByText("User not found").first().waitFor();
    const write = await blocked.page.request.post("/api/messages", {
      data: { receiverId: blockerId, content: "Hello?" },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toBe("You can't message this member.");

    await blocker.page.goto("/settings");
    await blocker.page.getByRole("tab", { name: "Privacy" }).click();
    const list = blocker.page.getByRole("list", { name: "Blocked members" });
    await list.getByText("Dax Pryce").waitFor();
    await list.getByRole("button", { name: "Unblock Dax Pryce" }).click();
    await blocker.page.getByText("You haven't blocked anyone.").waitFor();

    await blocked.page.reload();
    await blocked.page.getByRole("heading", { name: "Wren Okafor" }).waitFor();
  });

  it("on a phone, blocks a member with a very long name and no town through the menu drawn late", async () => {
    const lastName = `Featherstonehaugh${"x".repeat(40)}`;
    const other = await browser.signedInPage(undefined, {
      firstName: "Ottoline",
      lastName,
      location: "",
    });
    const otherId = await memberId(other.page);
    const { page } = await browser.signedInPage(MOBILE);

    await page.goto(`/profile/${otherId}`);
    await page.getByRole("heading", { name: `Ottoline ${lastName}` }).waitFor();
    // Pressed as soon as it shows, it may still be the stand-in, which opens the menu once its
    // code has come.
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Block" }).click();
    const dialog = page.getByRole("dialog", { name: "Block this member?" });
    await dialog.getByText(`Ottoline ${lastName} won't be able to see your profile`).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await dialog.getByRole("button", { name: "Block" }).click();
    await page.getByRole("heading", { name: "You blocked this member" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });
});
