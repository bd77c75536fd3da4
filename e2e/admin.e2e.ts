import { REGISTRATIONS_CLOSED_MESSAGE, type SiteSettings } from "@contract/admin.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberForm } from "../server/test/member-form.ts";
import { unlockPanel } from "./admin-panel.ts";
import { fitsWidth, launchBrowserPerFile, MOBILE, watchForText } from "./browser.ts";

// Its site switches close sign-ups and pages for everyone, so it runs on a server of its own.
const browser = launchBrowserPerFile({ ownServer: true });

/** Puts the switches back as they were, whatever a test left, so the next test starts open. */
async function restoreSite(page: Page) {
  const open: SiteSettings = {
    mainPagesEnabled: true,
    loginsEnabled: true,
    registrationsEnabled: true,
    adminMessage: "",
  };
  const response = await page.request.post("/api/admin/settings", { data: open });
  expect(response.status()).toBe(200);
}

describe("Admin panel", () => {
  it("unlocks, closes registrations, deletes a post and shows both in the audit log", async () => {
    const admin = await browser.signedInPage(undefined, { firstName: "Ada", lastName: "Admin" });
    const { page } = admin;
    await page.goto("/admin");
    await page.getByText(`Signed in as Ada Admin (${admin.member.email})`).waitFor();
    await page.getByLabel("Admin Password").fill("not the password");
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByText("Invalid admin password.").first().waitFor();
    await unlockPanel(page);

    try {
      await page.getByRole("tab", { name: "Site Controls" }).click();
      await page.getByRole("switch", { name: "Registrations" }).click();
      await page.getByText("Settings Updated").first().waitFor();
      await expect
        .poll(() =>
          page.getByRole("switch", { name: "Registrations" }).getAttribute("aria-checked"),
        )
        .toBe("false");

      const visitor = await browser.newPage();
      const newcomer = memberForm();
      // The refusal is a toast that leaves after 5 s; a watcher inside the page sees it even
      // when a busy machine checks the page less often than that.
      const refusalDrawn = await watchForText(visitor.page, REGISTRATIONS_CLOSED_MESSAGE);
      await visitor.page.goto("/");
      await visitor.page.getByRole("tab", { name: "Sign Up" }).click();
      await visitor.page.getByLabel("First Name").fill(newcomer.firstName);
      await visitor.page.getByLabel("Last Name").fill(newcomer.lastName);
      await visitor.page.getByLabel("Email").fill(newcomer.email);
      await visitor.page.getByLabel("Password", { exact: true }).fill(newcomer.password);
      await visitor.page.getByLabel("Confirm Password").fill(newcomer.password);
      await visitor.page.getByLabel("Profession").selectOption("photographer");
      const answer = visitor.page.waitForResponse("**/api/auth/register");
      await visitor.page.getByRole("button", { name: "Create Account" }).click();
      expect((await answer).status()).toBe(403);
      await refusalDrawn();

      await page.getByRole("switch", { name: "Registrations" }).click();
      await expect
        .poll(() =>
          page.getByRole("switch", { name: "Registrations" }).getAttribute("aria-checked"),
        )
        .toBe("true");
    } finally {
      await restoreSite(page);
    }

    const author = await browser.signedInPage(undefined, { firstName: "Bryony" });
    const text = `Spam from a long-gone bot ${Date.now()} ${"x".repeat(60)}`;
    const posted = await author.page.request.post("/api/posts", { data: { content: text } });
    expect(posted.status()).toBe(201);

    await page.getByRole("tab", { name: "Content", exact: true }).click();
    const posts = page.getByRole("list", { name: "Posts" });
    const row = posts.getByRole("listitem").filter({ hasText: text.slice(0, 50) });
    await row.waitFor();
    await expect.poll(() => row.getByText(text, { exact: true }).count()).toBe(0);
    await row.getByRole("checkbox", { name: "Select post" }).check();
    await page.getByRole("button", { name: "Delete Selected (1)" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByText("Are you sure you want to delete 1 post(s)? This action cannot be undone.")
      .waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Posts Deleted").first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await page.getByRole("tab", { name: "Audit Log" }).click();
    const log = page.getByRole("list", { name: "Audit log" });
    await log.getByText("Deleted posts (1)").waitFor();
    await log.getByText("Changed the site settings").first().waitFor();
    await log.getByText("Unlocked the admin panel").first().waitFor();
  });

  it("on a phone, members see the site message until they dismiss it, and the maintenance page while closed", async () => {
    const admin = await browser.signedInPage(MOBILE);
    await unlockPanel(admin.page);
    const member = await browser.signedInPage(MOBILE);
    const message = `Planned upkeep on Sunday: Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch ${Date.now()}`;
    try {
      await admin.page.getByRole("tab", { name: "Site Controls" }).click();
      await admin.page.getByLabel(/Shown to every signed-in member/).fill(message);
      await admin.page.getByRole("button", { name: "Save Message" }).click();
      await admin.page.getByText("Settings Updated").first().waitFor();
      expect(await fitsWidth(admin.page)).toBe(true);

      await member.page.goto("/");
      const banner = member.page.getByRole("region", { name: "Site message" });
      await banner.getByText(message).waitFor();
      expect(await fitsWidth(member.page)).toBe(true);
      await banner.getByRole("button", { name: "Dismiss message" }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await member.page.reload();
      await member.page.getByRole("button", { name: "Open menu" }).waitFor();
      expect(await banner.count()).toBe(0);

      await admin.page.getByRole("switch", { name: "Main pages" }).click();
      await expect
        .poll(() =>
          admin.page.getByRole("switch", { name: "Main pages" }).getAttribute("aria-checked"),
        )
        .toBe("false");
      await member.page.goto("/network");
      await member.page.getByRole("heading", { name: "Down for maintenance" }).waitFor();
      // The admin panel itself stays open while the site is closed.
      await admin.page.getByRole("tab", { name: "Users" }).click();
      await admin.page.getByRole("list", { name: "Users" }).waitFor();
    } finally {
      await restoreSite(admin.page);
    }
    await member.page.reload();
    await member.page.getByRole("button", { name: "Open menu" }).waitFor();
    await expect
      .poll(() => member.page.getByRole("heading", { name: "Down for maintenance" }).count())
      .toBe(0);
  });
});
