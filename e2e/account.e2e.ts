import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

/** The same member signed in from a second, separate browser profile. */
async function signInElsewhere(email: string, password: string): Promise<Page> {
  const { page } = await browser.newPage();
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return page;
}

async function openAccountTab(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Account" }).click();
  await page.getByText("Where You're Signed In").waitFor();
}

describe("Settings → Account", () => {
  it("lists where the member is signed in and signs out the other device", async () => {
    const { page, member } = await browser.signedInPage();
    const elsewhere = await signInElsewhere(member.email, member.password);
    await openAccountTab(page);

    const sessions = page.getByRole("list", { name: "Sessions" });
    await sessions.getByText("This device").waitFor();
    expect(await sessions.getByRole("listitem").count()).toBe(2);
    await sessions
      .getByText(/Local network/)
      .first()
      .waitFor();
    await sessions.getByRole("button", { name: /^Sign out / }).click();
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);
    expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  });

  it("weighs a new password in the change-password dialog", async () => {
    const { page } = await browser.signedInPage();
    await openAccountTab(page);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByLabel("New Password", { exact: true }).fill("password123");
    await page.getByText("Password strength: Very weak").waitFor();
    await page.getByText("This is a commonly used password.").first().waitFor();
    await page.getByLabel("New Password", { exact: true }).fill("tangerine lighthouse quietly");
    await page.getByText("Password strength: Very strong").waitFor();
  });

  it("on a phone, signs out every other session at once without the page overflowing", async () => {
    const { page, member } = await browser.signedInPage(MOBILE);
    const laptop = await signInElsewhere(member.email, member.password);
    const tablet = await signInElsewhere(member.email, member.password);
    await openAccountTab(page);
    const sessions = page.getByRole("list", { name: "Sessions" });
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    await page.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);
    for (const other of [laptop, tablet]) {
      expect((await other.request.get("/api/auth/user")).status()).toBe(401);
    }
  });
});
