import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, launchBrowserPerFile, MOBILE, signUpThroughApi } from "./browser.ts";
import { pictureFile } from "./files.ts";

const browser = launchBrowserPerFile();

/** Untidy data a real new member brings: no location, profession "other". */
const UNTIDY = { location: "", profession: "other" as const };
const LONG_WORD = `Supercalifragilistic${"expialidocious".repeat(12)}`;
const LONG_URL = `https://example.test/${"portfolio-".repeat(20)}final`;

const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const;

async function createPost(page: Page, content: string, hashtags: string[] = []) {
  const response = await page.request.post("/api/posts", { data: { content, hashtags } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function addComment(page: Page, postId: string, content: string) {
  const response = await page.request.post(`/api/posts/${postId}/comments`, {
    data: { content },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Uploads a picture as the member and adds it to their portfolio. */
async function addPortfolioItem(page: Page, title: string, picture: Buffer) {
  const upload = await page.request.post("/api/objects/upload", { data: { purpose: "portfolio" } });
  expect(upload.status()).toBe(200);
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    data: picture,
    headers: { "content-type": "image/png" },
  });
  expect(put.status(), await put.text()).toBeLessThan(300);
  const normalized = await page.request.post("/api/objects/normalize", {
    data: { imageURL: uploadURL },
  });
  expect(normalized.status(), await normalized.text()).toBe(200);
  const { objectPath } = (await normalized.json()) as { objectPath: string };
  const item = await page.request.post("/api/portfolio", { data: { title, imageUrl: objectPath } });
  expect(item.status(), await item.text()).toBe(201);
}

/** Whether the element's box lies inside the window horizontally, its content inside the box. */
async function fitsWidth(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= -0.5 &&
      box.right <= window.innerWidth + 0.5 &&
      element.scrollWidth <= element.clientWidth + 1
    );
  });
}

/** Whether the element is wholly inside its nearest scrolling ancestor and the window. */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let top = 0;
    let bottom = window.innerHeight;
    for (let node = element.parentElement; node; node = node.parentElement) {
      const { overflowY } = getComputedStyle(node);
      if (
        (overflowY === "auto" || overflowY === "scroll") &&
        node.scrollHeight > node.clientHeight
      ) {
        const frame = node.getBoundingClientRect();
        top = Math.max(top, frame.top);
        bottom = Math.min(bottom, frame.bottom);
        break;
      }
    }
    return box.top >= top - 1 && box.bottom <= bottom + 1;
  });
}

async function eventually(check: () => Promise<boolean>, timeout = 5_000): Promise<boolean> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe("a new member's first visit", () => {
  it("a malformed profile id reads 'User not found', like an unknown one", async () => {
    const { page } = await browser.newPage();
    await signUpThroughApi(page, UNTIDY);
    await page.goto("/profile/not-a-uuid");
    await page.getByRole("heading", { name: "User not found" }).waitFor();
    expect(await page.getByText("Please check your connection and try again.").count()).toBe(0);
    await page.goto("/profile/00000000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { name: "User not found" }).waitFor();
  });

  it("changing plan asks first, showing both plans, the price and what changes", async () => {
    const { page } = await browser.newPage();
    await signUpThroughApi(page, UNTIDY);
    const plan = await page.request.put("/api/account/plan", { data: { plan: "premium" } });
    expect(plan.status()).toBe(200);
    const picture = readFileSync(await pictureFile());
    for (const title of ["One", "Two", "Three", "Four"]) {
      await addPortfolioItem(page, title, picture);
    }

    await page.goto("/settings");
    await page.getByRole("tab", { name: "Premium" }).click();
    await page.getByRole("button", { name: "Switch to Free" }).click();
    const dialog = page.getByRole("dialog", { name: "Change your plan?" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("plan-change-current").textContent()).toContain("Premium");
    expect(await dialog.getByTestId("plan-change-current").textContent()).toContain("£19");
    expect(await dialog.getByTestId("plan-change-next").textContent()).toContain("Free");
    expect(await dialog.getByTestId("plan-change-next").textContent()).toContain("£0");
    await dialog.getByText("Unlimited portfolio items").waitFor();
    await dialog.getByText("Up to 3 portfolio items").waitFor();
    await dialog
      .getByText(
        "Your 4 portfolio items are all kept and stay visible; you can add new ones once you have fewer than 3.",
      )
      .waitFor();
    // Nothing changed yet: the dialog only asks.
    expect((await (await page.request.get("/api/auth/user")).json()).plan).toBe("premium");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await (await page.request.get("/api/auth/user")).json()).plan).toBe("premium");

    await page.getByRole("button", { name: "Switch to Free" }).click();
    await dialog.getByRole("button", { name: "Switch to Free" }).click();
    await page.getByText("You're now on the Free plan.").first().waitFor();
    expect((await (await page.request.get("/api/auth/user")).json()).plan).toBe("free");
    const items = await page.request.get(
      `/api/users/${(await (await page.request.get("/api/auth/user")).json()).id}/portfolio`,
    );
    expect((await items.json()).length).toBe(4);
  });

  it("hashtags in a post's text and tag list link to their search, which keeps the query in the header box", async () => {
    const { page } = await browser.newPage();
    const member = await signUpThroughApi(page, UNTIDY);
    const tag = `Wharf${member.lastName.slice(-8)}`;
    const extra = `Quay${member.lastName.slice(-8)}`;
    await createPost(page, `Morning light on the #${tag} today`, [`#${tag}`, `#${extra}`]);
    await page.goto("/");
    const card = page.getByRole("article", {
      name: `Post by ${member.firstName} ${member.lastName}`,
    });
    await card.getByRole("link", { name: `#${tag}` }).click();
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).search).toBe(`?q=${encodeURIComponent(`#${tag}`)}`);
    await page.getByRole("heading", { name: `Search results for "#${tag}"` }).waitFor();
    const posts = page.getByRole("region", { name: "Posts" });
    await posts.getByText(`Morning light on the #${tag} today`).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(`#${tag}`);

    await page.goto("/");
    await card.getByRole("link", { name: `#${extra}` }).click();
    await page.getByRole("heading", { name: `Search results for "#${extra}"` }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(`#${extra}`);

    // A full page load of the results keeps the query too.
    await page.goto(`/search?q=${encodeURIComponent("brick lane")}`);
    await page.getByRole("heading", { name: 'Search results for "brick lane"' }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("brick lane");
  });

  it("the composer says when hashtags past 30 are dropped", async () => {
    const { page } = await browser.newPage();
    await signUpThroughApi(page, UNTIDY);
    await page.goto("/");
    const composer = page.getByRole("form", { name: "Create a post" });
    const tags = Array.from({ length: 30 }, (_, index) => `tag${index}`);
    await composer.getByLabel("Hashtags").fill(tags.join(", "));
    expect(await composer.getByText("Only the first 30 hashtags are kept.").count()).toBe(0);
    await composer.getByLabel("Share your latest work").fill("One more #overflowing");
    await composer.getByText("Only the first 30 hashtags are kept.").waitFor();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`long words wrap in posts, comments, bios and creator cards (${label})`, async () => {
      const { page } = await browser.newPage(viewport);
      const member = await signUpThroughApi(page, {
        ...UNTIDY,
        bio: `Bio ${LONG_WORD}`,
        firstName: "Zed",
      });
      const post = await createPost(page, `Have a look: ${LONG_URL} ${LONG_WORD}`);
      await addComment(page, post.id, `Reply ${LONG_WORD}`);
      const name = `${member.firstName} ${member.lastName}`;

      await page.goto(`/posts/${post.id}`);
      const text = page.getByText(`Have a look: ${LONG_URL}`);
      await text.waitFor();
      expect(await fitsWidth(text)).toBe(true);
      const comment = page.getByText(`Reply ${LONG_WORD}`);
      await comment.waitFor();
      expect(await fitsWidth(comment)).toBe(true);

      await page.goto("/profile");
      await page.getByRole("tab", { name: "About" }).click();
      const bios = page.getByText(`Bio ${LONG_WORD}`);
      await bios.first().waitFor();
      for (const bio of await bios.all()) {
        if (await bio.isVisible()) expect(await fitsWidth(bio)).toBe(true);
      }

      await page.goto("/network");
      await page.getByLabel("Search creators").fill(member.lastName);
      const card = page.getByRole("article", { name });
      await card.waitFor();
      const cardBio = card.getByText(`Bio ${LONG_WORD}`);
      expect(await fitsWidth(cardBio)).toBe(true);
      expect(await fitsWidth(card)).toBe(true);
    });
  }

  it("after posting a comment the list shows it scrolled into view (phone)", async () => {
    const { page } = await browser.newPage(MOBILE);
    const member = await signUpThroughApi(page, UNTIDY);
    const post = await createPost(page, `Many replies ${LONG_WORD}`);
    for (let index = 0; index < 15; index += 1) {
      await addComment(page, post.id, `Earlier comment ${index} ${LONG_WORD}`);
    }
    await page.goto("/");
    const card = page.getByRole("article", {
      name: `Post by ${member.firstName} ${member.lastName}`,
    });
    await card.getByRole("button", { name: "Comment" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Earlier comment 14", { exact: false }).waitFor();
    await dialog.getByLabel("Add a comment").fill("The newest reply");
    await dialog.getByRole("button", { name: "Post comment" }).click();
    const newest = dialog.getByText("The newest reply", { exact: true });
    await newest.waitFor();
    expect(await eventually(() => inView(newest))).toBe(true);
  });

  it("on a phone every profile and settings tab can be reached and opened", async () => {
    const { page } = await browser.newPage(MOBILE);
    await signUpThroughApi(page, UNTIDY);
    await page.goto("/profile");
    const panels: Record<string, string> = {
      Posts: "Posts",
      Portfolio: "Portfolio",
      Calendar: "Calendar",
      Saved: "Saved",
      About: "About",
    };
    for (const name of Object.keys(panels)) {
      const tab = page.getByRole("tab", { name });
      await tab.scrollIntoViewIfNeeded();
      expect(await fitsWidth(tab), `${name} tab on screen`).toBe(true);
      await tab.click();
      expect(await tab.getAttribute("aria-selected")).toBe("true");
      await page.getByRole("tabpanel", { name }).waitFor();
    }

    await page.goto("/settings");
    for (const name of ["Profile", "Premium", "Notifications", "Privacy", "Account"]) {
      const tab = page.getByRole("tab", { name });
      await tab.scrollIntoViewIfNeeded();
      expect(await fitsWidth(tab), `${name} tab on screen`).toBe(true);
      await tab.click();
      expect(await tab.getAttribute("aria-selected")).toBe("true");
      await page.getByRole("tabpanel", { name }).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
  });

  it("on a phone the trending professions stay on screen or scroll, and the page does not", async () => {
    const { page } = await browser.newPage(MOBILE);
    await signUpThroughApi(page, UNTIDY);
    await page.goto("/network");
    const row = page.getByRole("group", { name: "Trending Professions" });
    await row.waitFor();
    for (const chip of await row.getByRole("button").all()) {
      await chip.scrollIntoViewIfNeeded();
      expect(await fitsWidth(chip), `${await chip.textContent()} on screen`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
  });

  it("on a phone the floating create button covers no post's view count", async () => {
    const { page } = await browser.newPage(MOBILE);
    await signUpThroughApi(page, UNTIDY);
    await page.goto("/");
    const create = page.getByRole("button", { name: "Create post" });
    await create.waitFor();
    await page.getByTestId("view-count").first().waitFor();
    // Scroll to the end of the feed (it loads more on the way).
    let height = 0;
    for (let round = 0; round < 15; round += 1) {
      const next = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      if (next === height) break;
      height = next;
      await page.waitForTimeout(400);
    }
    const button = await create.boundingBox();
    expect(button).not.toBeNull();
    for (const count of await page.getByTestId("view-count").all()) {
      const box = await count.boundingBox();
      if (!box || !button) continue;
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      expect(overlaps, `view count at ${box.x},${box.y} under the button`).toBe(false);
    }
  });
});

describe("a job found anywhere opens its own page", () => {
  it.each(VIEWPORTS)(
    "from the search results and the feed's Recent Opportunities (%s)",
    async (_name, viewport) => {
      const { page } = await browser.newPage(viewport);
      await signUpThroughApi(page, UNTIDY);
      await page.goto(`/search?q=${encodeURIComponent("autumn/winter campaign")}`);
      await page.getByRole("link", { name: "Photographer for an autumn/winter campaign" }).click();
      await page.waitForURL(/\/opportunities\/[0-9a-f-]{36}$/);
      await page
        .getByRole("heading", { name: "Photographer for an autumn/winter campaign", level: 1 })
        .waitFor();
      await page.getByText("Two days in a Hackney studio", { exact: false }).waitFor();
      await page.getByRole("link", { name: "Back to Opportunities" }).waitFor();

      await page.goto("/opportunities/00000000-0000-4000-8000-000000000000");
      await page.getByRole("heading", { name: "Job not found" }).waitFor();
      await page.goto("/opportunities/not-a-job");
      await page.getByRole("heading", { name: "Job not found" }).waitFor();

      if (viewport === DESKTOP) {
        await page.goto("/");
        await page.getByText("Recent Opportunities", { exact: true }).waitFor();
        const first = page.locator('a[href^="/opportunities/"]:visible').first();
        const title = (await first.locator("p").first().textContent()) ?? "";
        await first.click();
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      }
    },
  );
});
