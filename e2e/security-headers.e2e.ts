import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, MOBILE } from "./browser.ts";

const { newPage, signedInPage } = launchBrowserPerFile();

const SIGNED_IN_PAGES = [
  "/",
  "/profile",
  "/network",
  "/opportunities",
  "/messages",
  "/companies",
  "/ai-search",
  "/search?q=london",
  "/settings",
  "/support",
  "/admin",
  "/terms",
];

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchForViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

describe("the content security policy", () => {
  it("every signed-in page loads and works with no violation", async () => {
    const { page } = await signedInPage();
    const violations = await watchForViolations(page);
    // The pages of one post (with its picture, where the demo has one), one job and another
    // member, taken from the demo community.
    const posts: { id: string; imageUrl: string | null; user: { id: string } }[] = await (
      await page.request.get("/api/posts")
    ).json();
    const jobs: { id: string }[] = await (await page.request.get("/api/jobs")).json();
    const post = posts.find((candidate) => candidate.imageUrl) ?? posts[0];
    expect(post && jobs[0]).toBeTruthy();
    const detailPages = [
      `/posts/${post!.id}`,
      `/profile/${post!.user.id}`,
      `/opportunities/${jobs[0]!.id}`,
      "/verify-email",
      "/no-such-page",
    ];
    for (const path of [...SIGNED_IN_PAGES, ...detailPages]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });

  it("on a phone, the menu drawer (styles set at run time) opens with no violation", async () => {
    const { page } = await signedInPage(MOBILE);
    const violations = await watchForViolations(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await page.keyboard.press("Escape");
    expect(violations).toEqual([]);
  });

  it("the signed-out screens load with no violation", async () => {
    const { page } = await newPage();
    const violations = await watchForViolations(page);
    for (const path of [
      "/auth",
      "/terms",
      "/forgot-password",
      "/reset-password?token=not-a-real-token",
      "/verify-email?token=not-a-real-token",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });
});
