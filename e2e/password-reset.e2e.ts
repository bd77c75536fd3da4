import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, inject, it } from "vitest";
import { launchBrowserPerFile, signUpThroughApi } from "./browser.ts";

const { newPage } = launchBrowserPerFile();

/** The newest email the server wrote to its outbox for this address (it sends in the background). */
async function newestMailTo(email: string) {
  const outbox = path.join(inject("dataDir"), "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(outbox, name)));
      const to = [mail.to ?? []].flat().flatMap((list) => list.value.map((entry) => entry.address));
      if (to.includes(email)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${email} in ${outbox}`);
}

describe("forgot password", () => {
  it("a member resets their password from the emailed link and signs in with it", async () => {
    const { page, context } = await newPage();
    const member = await signUpThroughApi(page);
    await context.clearCookies();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toContain("we have sent it a link");

    const mail = await newestMailTo(member.email.toLowerCase());
    const link = /http\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const newPassword = "a fresh passphrase for e2e";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toContain("Your password has been changed");

    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(200);
  });
});
