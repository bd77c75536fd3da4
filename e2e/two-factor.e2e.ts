import {
  BACKUP_CODE_COUNT,
  WRONG_CODE_MESSAGE,
  WRONG_SETUP_CODE_MESSAGE,
} from "@contract/two-factor.ts";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();
const STEP = 30_000;

/** A code the member's app would show `offset` from now (a code far off is a wrong one). */
const codeAt = (authenticator: TOTP, offset = 0) =>
  authenticator.generate({ timestamp: Date.now() + offset });

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe("two-factor sign-in", () => {
  for (const [device, viewport, secondFactor] of [
    ["a computer", DESKTOP, "the code from the app"],
    ["a phone", MOBILE, "a backup code"],
  ] as const) {
    it(`is set up in Settings, then asked for after the password, on ${device} with ${secondFactor}`, async () => {
      const { page, context, member } = await browser.signedInPage(viewport);
      await page.goto("/settings");
      await page.getByRole("tab", { name: "Account" }).click();
      await page.getByRole("button", { name: "Set Up Two-Factor Authentication" }).click();
      await page.getByLabel("Current Password").fill(member.password);
      await page.getByRole("button", { name: "Continue" }).click();

      await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
      const secret = (await page.getByTestId("two-factor-secret").textContent())!.replace(
        /\s/g,
        "",
      );
      const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
      await expectNoSidewaysScroll(page, viewport.width);
      const codeField = page.getByLabel("Code from the app");
      await codeField.fill(codeAt(authenticator, 10 * 60_000));
      await page.getByRole("button", { name: "Turn On" }).click();
      await page.getByText(WRONG_SETUP_CODE_MESSAGE).waitFor();
      await codeField.fill(codeAt(authenticator));
      await page.getByRole("button", { name: "Turn On" }).click();

      const backupList = page.getByRole("list", { name: "Backup codes" });
      await backupList.waitFor();
      const backupCodes = await backupList.getByRole("listitem").allTextContents();
      expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
      await expectNoSidewaysScroll(page, viewport.width);
      await page.getByRole("button", { name: "I Have Saved Them" }).click();
      await page.getByText(`${BACKUP_CODE_COUNT} backup codes left.`).waitFor();

      await page.goto("/api/logout");
      await context.clearCookies();
      await page.goto("/auth");
      await page.getByLabel("Email").fill(member.email);
      await page.getByLabel("Password", { exact: true }).fill(member.password);
      await page.getByRole("button", { name: "Sign In" }).click();

      const code = page.getByLabel("Authentication code");
      await code.waitFor();
      expect((await page.request.get("/api/auth/user")).status()).toBe(401);
      await code.fill(codeAt(authenticator, 10 * 60_000));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.getByText(WRONG_CODE_MESSAGE).first().waitFor();
      await expectNoSidewaysScroll(page, viewport.width);

      // The code that turned the feature on is spent; the app's next one has not been used.
      await code.fill(
        secondFactor === "a backup code" ? backupCodes[0]! : codeAt(authenticator, STEP),
      );
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect.poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(200);
    });
  }
});
