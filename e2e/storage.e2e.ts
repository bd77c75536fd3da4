import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, launchBrowserPerFile, MOBILE } from "./browser.ts";
import { pictureFile } from "./files.ts";

const browser = launchBrowserPerFile();

const MB = 1_048_576;
const STORAGE_FULL =
  "There is no room for this file in your 1 GB of storage. Delete some posts or portfolio items to upload more.";

/** Takes the member's whole 1 GB with upload links, as 20 portfolio videos and one more file would. */
async function fillStorage(page: Page) {
  const sizes = [...Array.from({ length: 20 }, () => 50 * MB), 24 * MB];
  for (const byteSize of sizes) {
    const response = await page.request.post("/api/objects/upload", {
      data: { purpose: "portfolio", byteSize },
    });
    expect(response.status()).toBe(200);
  }
}

describe("storage", () => {
  it.each([
    ["a desktop", DESKTOP],
    ["a phone", MOBILE],
  ])(
    "on %s, Settings shows the storage used, and a full one refuses an upload saying why",
    async (_name, viewport) => {
      const { page } = await browser.signedInPage(viewport);
      await page.goto("/settings");
      await page.getByRole("tab", { name: "Account" }).click();
      await expect
        .poll(() => page.getByTestId("storage-usage").textContent())
        .toBe("0 MB of 1 GB used");

      await fillStorage(page);
      await page.reload();
      await page.getByRole("tab", { name: "Account" }).click();
      await expect
        .poll(() => page.getByTestId("storage-usage").textContent())
        .toBe("1 GB of 1 GB used");
      expect(
        await page.getByRole("progressbar", { name: "Storage used" }).getAttribute("aria-valuenow"),
      ).toBe("100");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto("/");
      await page.getByTestId("button-upload").click();
      const dialog = page.getByRole("dialog", { name: "Add an image" });
      await dialog
        .locator(".uppy-Dashboard-input")
        .first()
        .setInputFiles(await pictureFile());
      await dialog.getByRole("button", { name: "Upload 1 file" }).click();
      await page.getByText(STORAGE_FULL).first().waitFor();
      expect(await page.getByRole("button", { name: "Remove image" }).count()).toBe(0);
    },
  );
});
