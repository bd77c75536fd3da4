import { SUSPENSION_REASON_MESSAGE, suspendedSignInMessage } from "@contract/admin-suspension.ts";
import { type KycSubmissionInput, REJECTION_REASON_MESSAGE } from "@contract/kyc.ts";
import { EMPTY_RESPONSE_MESSAGE } from "@contract/support.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { unlockPanel } from "./admin-panel.ts";
import { fitsWidth, launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

const VERIFICATION_REJECTED_TEXT = "Verification Rejected. Please submit new documents";

/**
 * Sends a verification through the API: the dialog itself, and the demo's self-approval that
 * follows it, have their own browser test; here an admin must decide.
 */
async function submitVerification(page: Page, fullName: string) {
  const details: KycSubmissionInput = {
    fullName,
    dateOfBirth: "1988-03-14",
    address: "Unit 5, 22 Ancoats Street, Manchester M4 6AB",
    profession: "Photographer",
    experience: "Ten years of portrait and product work.",
  };
  const sent = await page.request.post("/api/kyc/submit", { data: details });
  expect(sent.status()).toBe(201);
}

async function memberId(page: Page): Promise<string> {
  return (await (await page.request.get("/api/auth/user")).json()).id;
}

/** The audit log tab's lines written by this admin, newest first. */
async function auditLinesOf(page: Page, adminEmail: string) {
  await page.getByRole("tab", { name: "Audit Log" }).click();
  return page
    .getByRole("list", { name: "Audit log" })
    .getByRole("listitem")
    .filter({ hasText: adminEmail });
}

/**
 * Searches the Users tab for one member and answers their row once the list holds only them:
 * the list from before the search, shown until it runs, may hold them too.
 */
async function findUser(page: Page, lastName: string, email: string) {
  await page.getByLabel("Search users").fill(lastName);
  const users = page.getByRole("list", { name: "Users" });
  const row = users.getByRole("listitem").filter({ hasText: email });
  await row.waitFor();
  await expect.poll(() => users.getByRole("listitem").count()).toBe(1);
  return row;
}

const verifiedBadge = (page: Page) =>
  page.getByRole("heading", { level: 1 }).getByRole("img", { name: "Verified member" });

describe("Admin panel: verification, support, reports and suspension", () => {
  it("an admin approves a verification from the queue, and the member's profile shows the badge to them and to others", async () => {
    const member = await browser.signedInPage(undefined, { firstName: "Olamide" });
    const fullName = `Olamide Adeyemi ${member.member.lastName}`;
    await submitVerification(member.page, fullName);
    const id = await memberId(member.page);
    await member.page.goto(`/profile/${id}`);
    await member.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await verifiedBadge(member.page).count()).toBe(0);

    const admin = await browser.signedInPage();
    await unlockPanel(admin.page);
    // The log read before the decision must not be what the panel shows after it.
    const before = await auditLinesOf(admin.page, admin.member.email);
    await before.first().getByText("Unlocked the admin panel").waitFor();
    expect(await before.count()).toBe(1);
    await admin.page.getByRole("tab", { name: "Verifications" }).click();
    const row = admin.page.getByRole("listitem", {
      name: `Verification of Olamide ${member.member.lastName}`,
    });
    await row.getByText(fullName).waitFor();
    await row.getByText("Ten years of portrait and product work.").waitFor();
    await row.getByText("None attached").waitFor();
    await row.getByRole("button", { name: "Approve" }).click();
    await admin.page.getByText("Verification Approved!", { exact: true }).first().waitFor();
    await admin.page.getByText(`${fullName} has been told.`).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await member.page.reload();
    await verifiedBadge(member.page).waitFor();
    const other = await browser.signedInPage();
    await other.page.goto(`/profile/${id}`);
    await verifiedBadge(other.page).waitFor();

    const lines = await auditLinesOf(admin.page, admin.member.email);
    await lines.first().getByText("Approved an identity verification").waitFor();
  });

  it("on a phone, a member's ticket is answered in the panel and they see the response, resolved", async () => {
    const member = await browser.signedInPage(MOBILE);
    const subject = `Invoice PDF will not open ${member.member.lastName}`;
    await member.page.goto("/support");
    await member.page.getByLabel("Subject").fill(subject);
    await member.page.getByLabel("Message").fill("The download stops at 90%.");
    await member.page.getByLabel("Category").selectOption("technical");
    await member.page.getByLabel("Priority").selectOption("urgent");
    await member.page.getByRole("button", { name: "Submit Ticket" }).click();
    await member.page.getByText("Support ticket submitted!", { exact: true }).first().waitFor();
    const card = member.page.getByRole("listitem").filter({ hasText: subject });
    await card.getByText("Open", { exact: true }).waitFor();

    const admin = await browser.signedInPage(MOBILE);
    await unlockPanel(admin.page);
    await admin.page.getByRole("tab", { name: "Support Tickets" }).click();
    const row = admin.page.getByRole("listitem", { name: `Ticket: ${subject}` });
    await row.getByText("The download stops at 90%.").waitFor();
    await row.getByText("Urgent", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Send Response" }).click();
    await row.getByText(EMPTY_RESPONSE_MESSAGE).waitFor();
    const answer = "Fixed: the link now points at the whole file. Please try again.";
    await row.getByLabel("Response").fill(answer);
    await expect.poll(() => row.getByText(EMPTY_RESPONSE_MESSAGE).count()).toBe(0);
    await row.getByRole("button", { name: "Send Response" }).click();
    await admin.page.getByText("Ticket updated!", { exact: true }).first().waitFor();
    await row.getByText(`Response: ${answer}`).waitFor();
    await expect.poll(() => row.getByLabel("Status").inputValue()).toBe("resolved");
    expect(await row.getByLabel("Response").inputValue()).toBe("");
    expect(await fitsWidth(admin.page)).toBe(true);

    await member.page.reload();
    await card.getByText("Resolved", { exact: true }).waitFor();
    await card.getByText("Response from support").waitFor();
    await card.getByText(answer).waitFor();
    expect(await fitsWidth(member.page)).toBe(true);

    const lines = await auditLinesOf(admin.page, admin.member.email);
    await lines.first().getByText("Answered a support ticket").waitFor();
  });

  it("an admin removes a reported post from the reports queue: others no longer see it, and the log says so", async () => {
    const author = await browser.signedInPage(undefined, { firstName: "Piers" });
    const text = `Cheap followers, DM me ${author.member.lastName}`;
    const created = await author.page.request.post("/api/posts", { data: { content: text } });
    expect(created.status()).toBe(201);
    const post = await created.json();
    const authorId = await memberId(author.page);

    const reporter = await browser.signedInPage(undefined, { firstName: "Rhiannon" });
    await reporter.page.goto(`/posts/${post.id}`);
    await reporter.page.getByRole("button", { name: "Post options" }).click();
    await reporter.page.getByRole("menuitem", { name: "Report Post" }).click();
    const dialog = reporter.page.getByRole("dialog", { name: "Report this post" });
    await dialog.getByLabel("Scam or fraud").check();
    await dialog.getByLabel(/Anything else/).fill("Selling fake followers.");
    await dialog.getByRole("button", { name: "Send Report" }).click();
    await reporter.page.getByText("Report sent", { exact: true }).first().waitFor();

    const viewer = await browser.signedInPage();
    await viewer.page.goto(`/profile/${authorId}`);
    await viewer.page.getByText(text).waitFor();

    const admin = await browser.signedInPage();
    await unlockPanel(admin.page);
    // The log read before the removal must not be what the panel shows after it.
    const before = await auditLinesOf(admin.page, admin.member.email);
    await before.first().getByText("Unlocked the admin panel").waitFor();
    await admin.page.getByRole("tab", { name: "Reports" }).click();
    const row = admin.page
      .getByRole("listitem", { name: "Reported post" })
      .filter({ hasText: text });
    await row.getByText(`Post by Piers ${author.member.lastName}`).waitFor();
    await row.getByText("1 report", { exact: true }).waitFor();
    await row
      .getByText(`from Rhiannon ${reporter.member.lastName}: "Selling fake followers."`)
      .waitFor();
    await row.getByRole("button", { name: "Remove post" }).click();
    await admin.page.getByText("Content removed", { exact: true }).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await viewer.page.reload();
    await viewer.page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => viewer.page.getByText(text).count()).toBe(0);
    await viewer.page.goto(`/posts/${post.id}`);
    await viewer.page.getByRole("heading", { name: "Post not found" }).waitFor();
    await viewer.page.goto("/");
    await viewer.page.getByRole("form", { name: "Create a post" }).waitFor();
    expect(await viewer.page.getByText(text).count()).toBe(0);

    const lines = await auditLinesOf(admin.page, admin.member.email);
    await lines.first().getByText("Removed reported content").waitFor();
  });

  it("an admin rejects a verification with a reason the member reads, and suspends a member who is then signed out and refused", async () => {
    const member = await browser.signedInPage(undefined, { firstName: "Tamsin" });
    await submitVerification(member.page, `Tamsin Pryce ${member.member.lastName}`);
    const target = await browser.signedInPage(undefined, { firstName: "Gethin" });

    const admin = await browser.signedInPage();
    await unlockPanel(admin.page);
    await admin.page.getByRole("tab", { name: "Verifications" }).click();
    const row = admin.page.getByRole("listitem", {
      name: `Verification of Tamsin ${member.member.lastName}`,
    });
    await row.getByRole("button", { name: "Reject with reason" }).click();
    await row.getByRole("button", { name: "Reject", exact: true }).click();
    await row.getByText(REJECTION_REASON_MESSAGE).waitFor();
    const why = "The address does not match the one on the document.";
    await row.getByLabel("Reason for rejection (the member sees it)").fill(why);
    await row.getByRole("button", { name: "Reject", exact: true }).click();
    await admin.page.getByText("Verification Rejected", { exact: true }).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await member.page.goto("/settings");
    await member.page.getByRole("tab", { name: "Privacy" }).click();
    await member.page.getByText(VERIFICATION_REJECTED_TEXT).waitFor();
    await member.page.getByRole("button", { name: "Verify Account" }).click();
    const dialog = member.page.getByRole("dialog", { name: "Account Verification" });
    await dialog.getByText("Rejected", { exact: true }).waitFor();
    await dialog.getByText(VERIFICATION_REJECTED_TEXT).waitFor();
    await dialog.getByText(`Reason: ${why}`).waitFor();
    await dialog.getByRole("button", { name: "Submit for Review" }).waitFor();

    await admin.page.getByRole("tab", { name: "Users" }).click();
    const user = await findUser(admin.page, target.member.lastName, target.member.email);
    await user.getByRole("button", { name: "Suspend" }).click();
    const suspend = admin.page.getByRole("dialog", { name: "Suspend member" });
    await suspend
      .getByText(`Gethin ${target.member.lastName} will be signed out everywhere`)
      .waitFor();
    await suspend.getByRole("button", { name: "Suspend" }).click();
    await suspend.getByText(SUSPENSION_REASON_MESSAGE).waitFor();
    const reason = "Repeated abusive messages to other members.";
    await suspend.getByLabel("Reason for the suspension").fill(reason);
    await suspend.getByRole("button", { name: "Suspend" }).click();
    await admin.page.getByText("Member suspended", { exact: true }).first().waitFor();
    await user.getByText("Suspended", { exact: true }).waitFor();
    await user.getByText(reason).waitFor();

    // The suspension ended every session: the next page is the sign-in screen, and signing in
    // again says why and for how long.
    await target.page.goto("/");
    await target.page.getByRole("tab", { name: "Sign In" }).waitFor();
    await target.page.getByLabel("Email").fill(target.member.email);
    await target.page.getByLabel("Password", { exact: true }).fill(target.member.password);
    await target.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await target.page.getByText("Login failed").first().waitFor();
    await target.page.getByText(suspendedSignInMessage(null)).first().waitFor();
    expect((await target.page.request.get("/api/auth/user")).status()).toBe(401);

    const lines = await auditLinesOf(admin.page, admin.member.email);
    const suspended = lines.filter({ hasText: "Suspended a member" });
    await suspended.getByText(reason).waitFor();
    const rejected = lines.filter({ hasText: "Rejected an identity verification" });
    await rejected.getByText(why).waitFor();
  });

  it("the panel's other actions each work and each reach the audit log: content, a ticket's status, dismissing, suspending over a report and lifting it, deleting a member", async () => {
    const author = await browser.signedInPage(undefined, { firstName: "Ffion" });
    const posted = async (content: string) => {
      const created = await author.page.request.post("/api/posts", { data: { content } });
      expect(created.status()).toBe(201);
      return (await created.json()).id as string;
    };
    const harmless = `Portfolio review evening in Cardiff ${author.member.lastName}`;
    const harmlessId = await posted(harmless);
    const spam = `Win a free camera, click here ${author.member.lastName}`;
    const spamId = await posted(spam);
    const reporter = await browser.signedInPage();
    for (const targetId of [harmlessId, spamId]) {
      const filed = await reporter.page.request.post("/api/reports", {
        data: { targetType: "post", targetId, reason: "spam" },
      });
      expect(filed.status()).toBe(201);
    }
    const subject = `Billing address change ${reporter.member.lastName}`;
    const raised = await reporter.page.request.post("/api/support/tickets", {
      data: { subject, message: "Please update it.", category: "billing", priority: "low" },
    });
    expect(raised.status()).toBe(201);
    const leaving = await browser.signedInPage(undefined, { firstName: "Idris" });

    const admin = await browser.signedInPage();
    const { page } = admin;
    await unlockPanel(page);

    await page.getByRole("tab", { name: "AI Content" }).click();
    await page.getByRole("button", { name: "Generate Content" }).click();
    await page.getByText("Please enter a prompt for content generation.").waitFor();
    const prompt = `Night photography on the Tyne ${admin.member.lastName}`;
    await page.getByLabel("Prompt").fill(prompt);
    await page.getByLabel(/How many/).fill("2");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await page.getByText("Generated 2 message(s).").first().waitFor();
    await page.getByRole("list", { name: "Bot messages" }).waitFor();
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByText("Bot Messages Cleared", { exact: true }).first().waitFor();
    await page.getByText("No bot messages.").waitFor();

    await page.getByRole("tab", { name: "Support Tickets" }).click();
    const ticket = page.getByRole("listitem", { name: `Ticket: ${subject}` });
    await ticket.getByLabel("Status").selectOption("in_progress");
    await page.getByText("Ticket updated!", { exact: true }).first().waitFor();
    await reporter.page.goto("/support");
    await reporter.page
      .getByRole("listitem")
      .filter({ hasText: subject })
      .getByText("In progress", { exact: true })
      .waitFor();

    await page.getByRole("tab", { name: "Reports" }).click();
    const reported = (text: string) =>
      page.getByRole("listitem", { name: "Reported post" }).filter({ hasText: text });
    await reported(harmless).getByRole("button", { name: "Dismiss" }).click();
    await page.getByText("Reports dismissed", { exact: true }).first().waitFor();
    await expect.poll(() => reported(harmless).count()).toBe(0);
    await reporter.page.goto(`/posts/${harmlessId}`);
    await reporter.page.getByText(harmless).waitFor();

    await reported(spam).getByRole("button", { name: "Suspend member" }).click();
    await reported(spam).getByRole("button", { name: "Suspend", exact: true }).click();
    await reported(spam).getByText(SUSPENSION_REASON_MESSAGE).waitFor();
    await reported(spam).getByLabel("Reason for the suspension").fill("Prize scams in posts.");
    await reported(spam).getByRole("button", { name: "Suspend", exact: true }).click();
    await page.getByText("Member suspended", { exact: true }).first().waitFor();
    await expect.poll(() => reported(spam).count()).toBe(0);
    expect((await author.page.request.get("/api/auth/user")).status()).toBe(401);

    await page.getByRole("tab", { name: "Users" }).click();
    const suspended = await findUser(page, author.member.lastName, author.member.email);
    await suspended.getByText("Prize scams in posts.").waitFor();
    await suspended.getByRole("button", { name: "Unsuspend" }).click();
    await page.getByText("Suspension lifted", { exact: true }).first().waitFor();
    await suspended.getByRole("button", { name: "Suspend", exact: true }).waitFor();
    const signIn = await author.page.request.post("/api/auth/login", {
      data: { email: author.member.email, password: author.member.password },
    });
    expect(signIn.status()).toBe(200);

    const doomed = await findUser(page, leaving.member.lastName, leaving.member.email);
    await doomed.getByRole("checkbox", { name: "Select user" }).check();
    await page.getByRole("button", { name: "Delete Selected (1)" }).click();
    const confirm = page.getByRole("dialog");
    await confirm
      .getByText("Are you sure you want to delete 1 user(s)? This action cannot be undone.")
      .waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Users Deleted", { exact: true }).first().waitFor();
    await expect.poll(() => doomed.count()).toBe(0);
    expect((await leaving.page.request.get("/api/auth/user")).status()).toBe(401);

    const lines = await auditLinesOf(page, admin.member.email);
    for (const action of [
      "Generated bot messages (2)",
      "Cleared bot messages",
      "Set a support ticket to In progress",
      "Dismissed reports",
      "Suspended a reported member",
      "Suspended a member",
      "Lifted a suspension",
      "Deleted users (1)",
    ]) {
      await lines.getByText(action, { exact: true }).waitFor();
    }
  });
});
