import { COMMENTS_PER_PAGE } from "@contract/posts.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  launchBrowserPerFile,
  liveConfirmed,
  MOBILE,
  signUpThroughApi,
  watchForText,
} from "./browser.ts";
import { pictureFile } from "./files.ts";

const browser = launchBrowserPerFile();

async function signInAsDemo(page: Page) {
  const response = await page.request.post("/api/auth/login", {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

const postBy = (page: Page, name: string) => page.getByRole("article", { name: `Post by ${name}` });

describe("the home feed", () => {
  it("a member shares a post with text, hashtags and an image, and sees it in the feed", async () => {
    const { page, member } = await browser.signedInPage();
    const name = `${member.firstName} ${member.lastName}`;
    await page.goto("/");
    const composer = page.getByRole("form", { name: "Create a post" });
    await composer.getByLabel("Share your latest work").fill("Golden hour on the #Thames today");
    await composer.getByLabel("Hashtags").fill("Photography, London");

    await page.getByTestId("button-upload").click();
    const dialog = page.getByRole("dialog", { name: "Add an image" });
    await dialog.getByText("Images up to 10MB").waitFor();
    await dialog
      .locator(".uppy-Dashboard-input")
      .first()
      .setInputFiles(await pictureFile());
    await dialog.getByRole("button", { name: "Upload 1 file" }).click();
    await page.getByRole("button", { name: "Remove image" }).waitFor();
    await composer.getByLabel("Image description").fill("The river at sunset");

    await composer.getByRole("button", { name: "Share" }).click();
    await page.getByText("Your post has been shared!", { exact: true }).first().waitFor();
    const card = postBy(page, name).first();
    await card.getByText("Golden hour on the #Thames today").waitFor();
    for (const tag of ["#Thames", "#Photography", "#London"]) {
      await card.getByText(tag, { exact: true }).first().waitFor();
    }
    const image = card.getByRole("img", { name: "The river at sunset" });
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^\/objects\/[0-9a-f-]{36}/);
    expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
    const loaded = await image.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => img.naturalWidth),
    );
    expect(loaded).toBeGreaterThan(0);
  });

  it("an empty post cannot be shared", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/");
    const composer = page.getByRole("form", { name: "Create a post" });
    expect(await composer.getByRole("button", { name: "Share" }).isDisabled()).toBe(true);
    await composer.getByLabel("Share your latest work").fill("   ");
    expect(await composer.getByRole("button", { name: "Share" }).isDisabled()).toBe(true);
  });

  it("like and unlike, kept by the server", async () => {
    const { page, member } = await browser.signedInPage();
    await page.request.post("/api/posts", { data: { content: "Like me, please" } });
    await page.goto("/");
    const card = postBy(page, `${member.firstName} ${member.lastName}`).first();
    const like = card.getByRole("button", { name: "Like" });
    // The button answers before the server does, so a reload waits for the server's answer:
    // reloading earlier could cancel the request it is meant to check.
    const answered = (method: string) =>
      page.waitForResponse((r) => r.url().endsWith("/like") && r.request().method() === method);
    let saved = answered("POST");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => card.getByTestId("like-count").textContent()).toBe("1");
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    saved = answered("DELETE");
    await like.click();
    await expect.poll(() => card.getByTestId("like-count").textContent()).toBe("0");
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("false");
  });

  it("comment in the modal with Ctrl+Enter", async () => {
    const { page, member } = await browser.signedInPage();
    await page.request.post("/api/posts", { data: { content: "Thoughts welcome" } });
    await page.goto("/");
    const card = postBy(page, `${member.firstName} ${member.lastName}`).first();
    await card.getByRole("button", { name: "Comment" }).click();
    const modal = page.getByRole("dialog", { name: "Comments" });
    await modal.getByText("No image").waitFor();
    const input = modal.getByLabel("Add a comment");
    await input.fill("  Beautiful light!  ");
    await input.press("Control+Enter");
    await page.getByText("Your comment has been posted.", { exact: true }).first().waitFor();
    await modal.getByText("Beautiful light!", { exact: true }).waitFor();
    expect(await input.inputValue()).toBe("");
    await modal.getByRole("button", { name: "Close", exact: true }).click();
    await modal.waitFor({ state: "hidden" });
    await expect.poll(() => card.getByTestId("comment-count").textContent()).toBe("1");
  });

  it("a post with many comments shows the newest, and Load earlier comments brings the rest", async () => {
    const { page, member } = await browser.signedInPage();
    const created = await page.request.post("/api/posts", { data: { content: "Much discussed" } });
    const { id } = (await created.json()) as { id: string };
    for (let index = 0; index < COMMENTS_PER_PAGE + 5; index += 1) {
      const comment = await page.request.post(`/api/posts/${id}/comments`, {
        data: { content: `Reply number ${index}` },
      });
      expect(comment.status()).toBe(201);
    }
    await page.goto("/");
    await postBy(page, `${member.firstName} ${member.lastName}`)
      .first()
      .getByRole("button", { name: "Comment" })
      .click();
    const modal = page.getByRole("dialog", { name: "Comments" });
    const replies = modal.getByRole("list", { name: "Comments" }).getByRole("listitem");
    await modal.getByText(`Reply number ${COMMENTS_PER_PAGE + 4}`, { exact: true }).waitFor();
    expect(await replies.count()).toBe(COMMENTS_PER_PAGE);
    expect(await replies.first().textContent()).toContain("Reply number 5");
    await modal.getByRole("button", { name: "Load earlier comments" }).click();
    await modal.getByText("Reply number 0", { exact: true }).waitFor();
    expect(await replies.count()).toBe(COMMENTS_PER_PAGE + 5);
    expect(await replies.first().textContent()).toContain("Reply number 0");
    await modal
      .getByRole("button", { name: "Load earlier comments" })
      .waitFor({ state: "detached" });
  });

  it("Load More Posts brings older posts", async () => {
    const { page } = await browser.newPage();
    await signInAsDemo(page);
    await page.goto("/");
    const articles = page.getByRole("article");
    // Waiting for the 20th card gives a slow first load the locator's patience, not a second.
    await articles.nth(19).waitFor();
    expect(await articles.count()).toBe(20);
    // Posts are told apart by their permalinks: their text changes under the test as avatars
    // load and other files' members view and like the demo posts.
    const permalinks = () =>
      articles.evaluateAll((nodes) =>
        nodes.map((node) => node.querySelector('a[href^="/posts/"]')?.getAttribute("href")),
      );
    const firstPage = await permalinks();
    await page.getByRole("button", { name: "Load More Posts" }).click();
    await articles.nth(39).waitFor();
    expect(await articles.count()).toBe(40);
    const both = await permalinks();
    expect(both.slice(0, 20)).toEqual(firstPage);
    expect(new Set(both).size).toBe(40);
  });

  it("Copy Link copies the permalink, which opens the post", async () => {
    const { page, context } = await browser.newPage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const member = await signUpThroughApi(page);
    await page.request.post("/api/posts", { data: { content: "Find me by my link" } });
    await page.goto("/");
    const card = postBy(page, `${member.firstName} ${member.lastName}`).first();
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Copy Link" }).click();
    await page
      .getByText("Post link has been copied to clipboard.", { exact: true })
      .first()
      .waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl()}/posts/[0-9a-f-]{36}$`));
    await page.goto(link);
    await page.getByRole("heading", { name: "Post", level: 1 }).waitFor();
    await page.getByText("Find me by my link").waitFor();
  });

  it("a session ended elsewhere shows the notice at once and goes to sign in", async () => {
    const { page, context } = await browser.newPage();
    // The toast area's code comes after the first screen; on a slow phone it may come later
    // than the redirect's delay, and the notice must still be shown before leaving.
    await page.route(/\/assets\/toaster-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signUpThroughApi(page);
    const noticeDrawn = await watchForText(page, "You are logged out. Logging in again...");
    // The live connection is what hears of the ending: the page must have one first, or on a
    // busy machine the session ends before the socket opens and nothing is announced.
    const confirmed = liveConfirmed(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await confirmed;
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await fetch(`${baseUrl()}/api/logout`, { headers: { cookie }, redirect: "manual" });
    await noticeDrawn();
    await page.getByRole("tab", { name: "Sign In" }).waitFor({ timeout: 10_000 });
  });

  it("an action after the session ended shows the notice and goes to sign in", async () => {
    const { page, context } = await browser.newPage();
    // No live connection here, so the ended session is found by the action, not announced.
    await page.routeWebSocket(/\/ws$/, () => {});
    const member = await signUpThroughApi(page);
    const noticeDrawn = await watchForText(page, "You are logged out. Logging in again...");
    await page.request.post("/api/posts", { data: { content: "Session test" } });
    await page.goto("/");
    const card = postBy(page, `${member.firstName} ${member.lastName}`).first();
    await card.waitFor();
    // The session ends on the server (signed out elsewhere) while this page still shows.
    const cookies = await context.cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    await fetch(`${baseUrl()}/api/logout`, { headers: { cookie }, redirect: "manual" });
    await card.getByRole("button", { name: "Like" }).click();
    await noticeDrawn();
    await page.getByRole("tab", { name: "Sign In" }).waitFor({ timeout: 10_000 });
  });

  it("on a phone the images further down the first page show when scrolled to", async () => {
    const { page } = await browser.newPage(MOBILE);
    await signInAsDemo(page);
    await page.goto("/");
    const articles = page.getByRole("article");
    await articles.nth(19).waitFor();
    // The last card with an image on the first page, scrolled to as a reader would.
    const pictured = articles.filter({ has: page.locator('[style*="aspect-ratio"]') });
    const last = pictured.last();
    await last.scrollIntoViewIfNeeded();
    const image = last.locator('[style*="aspect-ratio"] img');
    await image.waitFor();
    expect(await image.getAttribute("loading")).toBe("lazy");
    const width = await image.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => img.naturalWidth),
    );
    expect(width).toBeGreaterThan(0);
    expect(await pictured.count()).toBeGreaterThan(2);
  });

  it("on a phone the floating button takes you to the composer", async () => {
    const { page } = await browser.signedInPage(MOBILE);
    await page.goto("/");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("placeholder")))
      .toBe("Share your latest work...");
  });
});
