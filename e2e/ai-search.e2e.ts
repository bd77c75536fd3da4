import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, MOBILE, signUpThroughApi } from "./browser.ts";

const browser = launchBrowserPerFile();

describe("AI Search", () => {
  it("finds menswear stylists in Manchester with reasons, opens and messages one, keeps the chat in the history", async () => {
    // The demo community has no stylist in the North West: one signs up.
    const stylist = await browser.newPage();
    await signUpThroughApi(stylist.page, {
      firstName: "Ottilie",
      lastName: "Marchbanks",
      profession: "stylist",
      location: "Manchester",
      bio: "Menswear and tailoring for lookbooks and campaigns.",
    });
    const { page } = await browser.signedInPage();
    await page.goto("/ai-search");
    await page.getByText("Tell me who you're looking for").waitFor();

    const input = page.getByRole("textbox", { name: "Describe who you are looking for" });
    await input.fill("   ");
    await input.press("Enter");
    expect(await page.getByTestId("ai-question").count()).toBe(0);

    await input.fill("menswear stylist in Manchester");
    await input.press("Enter");
    const card = page.getByTestId("ai-suggestion").first();
    await card.waitFor();
    const name = (await card.getAttribute("aria-label")) ?? "";
    await expect
      .poll(() => card.getByTestId("ai-suggestion-reason").textContent())
      .toMatch(/in Manchester · menswear in bio/);
    await card.getByText(/\d+% match/).waitFor();
    await page.getByTestId("ai-answer").filter({ hasText: "Found" }).waitFor();
    // Written and saved: the answer is no longer busy, and the conversation lists it.
    await page
      .locator("[data-testid=ai-answer]:not([aria-busy])")
      .filter({ hasText: "Found" })
      .waitFor();
    await expect
      .poll(async () => {
        const list = await page.request.get("/api/ai/conversations");
        const [latest] = await list.json();
        const messages = await page.request.get(`/api/ai/conversations/${latest.id}/messages`);
        return (await messages.json()).length;
      })
      .toBe(2);
    const history = page.getByRole("navigation", { name: "Conversation history" });
    await history.getByText("menswear stylist in Manchester").waitFor();

    await card.getByRole("link", { name: "View Profile" }).click();
    await page.waitForURL("**/profile/**");
    await page.getByRole("heading", { name }).waitFor();
    await page.goBack();

    // The conversation reopens from the history, suggestions and all.
    await page
      .getByRole("navigation", { name: "Conversation history" })
      .getByText("menswear stylist in Manchester")
      .click();
    await page.getByRole("article", { name }).first().waitFor();

    // With more than one message, New Chat asks for a title.
    await page.getByRole("button", { name: "New Chat" }).click();
    const dialog = page.getByRole("dialog", { name: "New Chat" });
    await dialog.getByLabel("Title").fill("Lookbook crew");
    await dialog.getByRole("button", { name: "Start Chat" }).click();
    await page
      .getByRole("navigation", { name: "Conversation history" })
      .getByText("Lookbook crew")
      .waitFor();
    expect(await page.getByTestId("ai-question").count()).toBe(0);
    // With no more than one message, New Chat just clears: the welcome again, and no dialog.
    await page.getByRole("button", { name: "New Chat" }).click();
    await page.getByText("Tell me who you're looking for").waitFor();
    expect(await page.getByRole("dialog", { name: "New Chat" }).count()).toBe(0);

    await page
      .getByRole("navigation", { name: "Conversation history" })
      .getByText("menswear stylist in Manchester")
      .click();
    await page
      .getByRole("article", { name: "Ottilie Marchbanks" })
      .first()
      .getByRole("button", { name: "Message" })
      .click();
    await page.waitForURL("**/messages");
    await page.getByRole("region", { name: "Conversation with Ottilie Marchbanks" }).waitFor();
  });

  it("on a phone: the support shortcut answers with help, the history opens in a sheet, a failed search apologises", async () => {
    const { page } = await browser.signedInPage(MOBILE);
    await page.goto("/ai-search");
    await page.getByRole("button", { name: "Get Support" }).click();
    await page.getByTestId("ai-answer").filter({ hasText: "under 10MB" }).waitFor();
    await page.getByRole("button", { name: "History" }).click();
    const sheet = page.getByRole("dialog", { name: "History" });
    await sheet.getByText("I need help with my account").click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // A search that fails says so in a toast and apologises in the chat.
    await page.route("**/api/ai/search-profiles/stream", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal Server Error"}',
      }),
    );
    const input = page.getByRole("textbox", { name: "Describe who you are looking for" });
    await input.fill("photographer in Bristol");
    await input.press("Enter");
    await page.getByText("Search failed").first().waitFor();
    await page.getByText("Failed to search profiles. Please try again.").first().waitFor();
    await page.getByTestId("ai-answer").filter({ hasText: "contact support" }).waitFor();
  });
});
