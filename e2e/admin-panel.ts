import type { Page } from "playwright-core";
import { inject } from "vitest";

/** Opens /admin and enters the admin password through the gate. */
export async function unlockPanel(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Admin Password").fill(inject("adminPassword"));
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await page.getByText("Admin Access Granted").first().waitFor();
  await page.getByRole("tab", { name: "Current Status" }).waitFor();
}
