import type { SignUpInput } from "@contract/auth.ts";
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, fitsWidth, launchBrowserPerFile, MOBILE, signUpThroughApi } from "./browser.ts";

const browser = launchBrowserPerFile();

describe("routes and navigation", () => {
  it("an unknown path shows the 404 page to a member and the sign-in screen to a visitor", async () => {
    const { page } = await browser.newPage();
    await page.goto("/no/such/page");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();

    await signUpThroughApi(page);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
  });

  it("every route in the table answers with its heading", async () => {
    const { page, member } = await browser.signedInPage();
    const routes: [string, string][] = [
      ["/opportunities", "Opportunities"],
      ["/network", "Network"],
      ["/messages", "Messages"],
      ["/companies", "Business Portal"],
      ["/ai-search", "AI Search"],
      ["/settings", "Settings"],
      ["/support", "Support Center"],
      ["/admin", "Admin Panel"],
      ["/terms", "Terms of Service"],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    }
    await page.goto("/profile");
    await page.getByText(`${member.firstName} ${member.lastName}`).first().waitFor();
  });

  /**
   * Another member, signed up for the test, so that no test running beside it can change them
   * meanwhile. The first suggested member is whoever the shared server suggests, which the tests
   * running beside this one may change; visiting one, the profile once never drew in a full run.
   */
  async function anotherMember(
    overrides: Partial<SignUpInput> = {},
  ): Promise<{ id: string; firstName: string; lastName: string }> {
    const { page } = await browser.signedInPage(MOBILE, overrides);
    return (await page.request.get("/api/auth/user")).json();
  }

  it.each([
    { device: "a computer, visiting another member", viewport: DESKTOP, untidy: false },
    {
      device: "a phone, visiting a member with a long name and no town",
      viewport: MOBILE,
      untidy: true,
    },
  ])(
    "a member's first screen has its first data on the way with its scripts, asked for once, on $device",
    async ({ viewport, untidy }) => {
      const { page } = await browser.signedInPage(viewport);
      // The untidy one has a long unbroken name, no town, no bio and no posts.
      const someone = await anotherMember(
        untidy
          ? {
              firstName: "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft",
              location: "",
              profession: "other",
            }
          : {},
      );
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      const screens = [
        {
          path: "/",
          data: ["/api/posts?limit=20"],
          drawn: page.getByLabel("Share your latest work"),
        },
        {
          path: `/profile/${someone.id}`,
          data: [
            `/api/users/${someone.id}`,
            `/api/users/${someone.id}/follow-counts`,
            `/api/users/${someone.id}/is-following`,
            `/api/posts?userId=${someone.id}&limit=20`,
          ],
          drawn: page.getByText(`${someone.firstName} ${someone.lastName}`).first(),
        },
        {
          path: "/opportunities",
          data: ["/api/jobs?paidOnly=true&limit=20"],
          drawn: page.getByRole("heading", { name: "Opportunities", level: 1 }),
        },
        {
          path: "/network",
          data: [] as string[],
          drawn: page.getByRole("heading", { name: "Network", level: 1 }),
        },
      ];
      for (const { path, data, drawn } of screens) {
        requests.length = 0;
        await page.goto(path);
        await drawn.waitFor();
        await page.waitForLoadState("networkidle");
        const origin = new URL(page.url()).origin;
        // Every member's page also asks ahead for the site's switches, which the shell draws from.
        for (const url of [...data, "/api/site"]) {
          // The page's own request took the answer the page asked for ahead: the browser sent
          // one request for that address, as the preload (not the app's fetch), and none for
          // another address of the same list.
          const { pathname } = new URL(url, origin);
          const sent = requests
            .filter((request) => new URL(request.url()).pathname === pathname)
            .map((request) => [request.url().replace(origin, ""), request.resourceType()]);
          expect(sent, `${path}: ${url}`).toEqual([[url, "other"]]);
        }
        expect(await fitsWidth(page), `${path} fits the screen`).toBe(true);
      }
    },
  );

  it("/terms shows the full terms with their date and a way back to Settings, signed in or out", async () => {
    const { page } = await browser.newPage();
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
    await page.getByText("Last updated: September 2, 2025").waitFor();
    await page
      .getByText(/England and Wales/)
      .first()
      .waitFor();
    await page.getByRole("link", { name: "Back to Settings" }).waitFor();

    await signUpThroughApi(page);
    await page.goto("/terms");
    await page.getByRole("link", { name: "Back to Settings" }).click();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/settings");
  });

  it("the active item is the exact path", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/network");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Network" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await nav.getByRole("link", { name: "Feed" }).getAttribute("aria-current")).toBeNull();
  });

  it("the search box loads /search?q= with real results, and ignores blank text", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/");
    const search = page.getByPlaceholder("Search creatives, jobs, posts...").first();
    await search.fill("   ");
    await search.press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/");

    await search.fill("Amelia Hughes");
    await search.press("Enter");
    await page.waitForURL(/\/search\?q=Amelia%20Hughes$/);
    await page.getByRole("heading", { name: 'Search results for "Amelia Hughes"' }).waitFor();
    await page.getByRole("heading", { name: "Creatives" }).waitFor();
    await page.getByRole("heading", { name: "Jobs" }).waitFor();
    await page.getByRole("heading", { name: "Posts" }).waitFor();
    await page
      .getByRole("link", { name: /Amelia Hughes/ })
      .first()
      .waitFor();
  });

  it("the mobile drawer holds the menu and closes on a choice", async () => {
    const { page } = await browser.newPage(MOBILE);
    const member = await signUpThroughApi(page, { profession: "stylist" });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    await drawer.getByText(`${member.firstName} ${member.lastName}`).waitFor();
    await drawer.getByText("Stylist").waitFor();
    await drawer.getByPlaceholder("Search creatives, jobs, posts...").waitFor();
    for (const name of [
      "Feed",
      "Jobs",
      "Network",
      "Messages",
      "AI Search",
      "Profile",
      "Settings",
    ]) {
      await drawer.getByRole("link", { name, exact: true }).waitFor();
    }
    await drawer.getByRole("button", { name: "Log out" }).waitFor();
    expect(await drawer.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);

    await drawer.getByRole("link", { name: "Network", exact: true }).click();
    await page.waitForURL(/\/network$/);
    await drawer.waitFor({ state: "hidden" });
  });

  it("the admin link shows only for emails containing 'admin'", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);

    const { page: adminPage } = await browser.newPage();
    const tag = Date.now().toString(36);
    await signUpThroughApi(adminPage, { email: `studio.admin.${tag}@example.test` });
    await adminPage.goto("/");
    await adminPage.getByRole("link", { name: "Admin" }).click();
    await adminPage.getByRole("heading", { name: "Admin Panel", level: 1 }).waitFor();
  });
});
