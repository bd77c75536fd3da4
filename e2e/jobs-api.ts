import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Posts an unpaid job through the API as the business signed in on `page`; answers its id. */
export async function postUnpaidJob(
  page: Page,
  job: { title: string; description: string; location: string },
): Promise<string> {
  const posted = await page.request.post("/api/jobs", {
    data: {
      ...job,
      profession: "Photographer",
      payType: "unpaid",
      payMin: null,
      payMax: null,
      closingDate: "",
    },
  });
  expect(posted.status()).toBe(201);
  return (await posted.json()).id;
}
