import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

describe("Trust and safety, as a member", () => {
  it("a member verifies their identity and, in demo mode, their profile shows the badge", async () => {
    const { page } = await browser.signedInPage(undefined, {
      firstName: "Nkechi",
      lastName: "Obi",
    });
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Privacy" }).click();
    await page.getByRole("button", { name: "Verify Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Account Verification" });
    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await dialog.getByText("Full name is required").waitFor();
    await dialog.getByText("Experience is required").waitFor();

    await dialog.getByLabel("Full name").fill("Nkechi Adaeze Obi");
    await dialog.getByLabel("Date of birth").fill("1994-07-19");
    await dialog.getByLabel("Address").fill("4 Canal Wharf, Leeds LS11 5PS");
    await dialog.getByLabel("Profession").selectOption("Stylist");
    await dialog.getByLabel("Experience").fill("Eight years styling editorial shoots.");
    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await page.getByText("KYC Submitted!", { exact: true }).waitFor();
    // The demo approves a submission by itself three seconds later.
    await page.getByText("Verification Approved!", { exact: true }).waitFor();

    const me = await (await page.request.get("/api/auth/user")).json();
    await page.goto(`/profile/${me.id}`);
    await page
      .getByRole("heading", { level: 1 })
      .getByRole("img", { name: "Verified member" })
      .waitFor();
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Privacy" }).click();
    await page.getByRole("button", { name: "View Verification Status" }).click();
    await page.getByRole("dialog").getByText("Verified", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Submit for Review" }).count()).toBe(0);
  });

  it("on a phone, a member files a ticket, sees it listed and adds to it; a visitor is sent to sign in", async () => {
    const visitor = await browser.newPage(MOBILE);
    await visitor.page.goto("/support");
    await visitor.page.waitForURL("**/auth");

    const { page } = await browser.signedInPage(MOBILE);
    await page.goto("/support");
    await page.getByRole("heading", { name: "Support Center" }).waitFor();
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await page.getByText("Missing Information", { exact: true }).waitFor();

    const subject = `Invoices${"-unpaid".repeat(12)}`;
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("My invoice shows twice.");
    await page.getByText("23/1000").waitFor();
    await page.getByLabel("Category").selectOption("billing");
    expect(await page.getByLabel("Priority").inputValue()).toBe("normal");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await page.getByText("Support ticket submitted!", { exact: true }).waitFor();
    await page.getByText("We'll get back to you within 24 hours.", { exact: true }).waitFor();

    const ticket = page.getByRole("listitem").filter({ hasText: subject });
    await ticket.getByText("Open", { exact: true }).waitFor();
    await ticket.getByLabel("Add to this ticket").fill("It happened again today.");
    await ticket.getByRole("button", { name: "Send" }).click();
    await ticket.getByText("It happened again today.").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
  });

  it("a member reports a post from its menu, once", async () => {
    const author = await browser.signedInPage(undefined, {
      firstName: "Fenella",
      lastName: "Hart",
    });
    const created = await author.page.request.post("/api/posts", {
      data: { content: "Follow me for free followers" },
    });
    const post = await created.json();
    const { page } = await browser.signedInPage();
    await page.goto(`/posts/${post.id}`);
    const report = async () => {
      await page.getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Report Post" }).click();
      const dialog = page.getByRole("dialog", { name: "Report this post" });
      await dialog.getByRole("button", { name: "Send Report" }).click();
      await dialog.getByText("Please choose a reason for your report.").waitFor();
      await dialog.getByLabel("Spam").check();
      await dialog.getByLabel(/Anything else/).fill("Same text on ten accounts.");
      await dialog.getByRole("button", { name: "Send Report" }).click();
    };
    await report();
    await page.getByText("Report sent", { exact: true }).waitFor();
    await report();
    await page.getByText("Already reported", { exact: true }).waitFor();
  });
});
