import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fitsWidth, launchBrowserPerFile, liveConfirmed, MOBILE } from "./browser.ts";
import { pictureFile } from "./files.ts";
import { postUnpaidJob } from "./jobs-api.ts";

const browser = launchBrowserPerFile();

describe("Jobs", () => {
  it("a business posts a job and uploads its logo; a member finds it by text and town and applies; the business shortlists then accepts", async () => {
    const word = `cyanotype${randomBytes(3).toString("hex")}`;
    const title = `Photographer for a ${word} workshop`;
    const business = await browser.signedInPage(undefined, {
      accountType: "business",
      companyName: "Lantern Print Studio",
      profession: "other",
    });
    await business.page.goto("/companies");
    await business.page.getByRole("button", { name: "Post a Job" }).first().click();
    const form = business.page.getByRole("dialog", { name: "Post a job" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Two days documenting a print workshop in Ancoats.");
    await form.getByLabel("Profession").selectOption("Photographer");
    await form.getByLabel("Location or Remote").fill("Manchester");
    await form.getByLabel("Pay", { exact: true }).selectOption("day_rate");
    await form.getByLabel("From (£)").fill("320");
    await form.getByRole("button", { name: "Post job" }).click();
    await business.page.getByTestId("portal-job").filter({ hasText: title }).waitFor();
    // The company's logo, uploaded from the portal, then stands beside its jobs on the board.
    await business.page.getByRole("button", { name: "Logo" }).click();
    const logoDialog = business.page.getByRole("dialog", { name: "Company logo" });
    await logoDialog
      .locator(".uppy-Dashboard-input")
      .first()
      .setInputFiles(await pictureFile("logo.png"));
    await logoDialog.getByRole("button", { name: "Upload 1 file" }).click();
    await business.page.getByText("Company profile saved").first().waitFor();

    const member = await browser.signedInPage(undefined, { firstName: "Rosa", lastName: "Achebe" });
    const memberId = (await (await member.page.request.get("/api/auth/user")).json()).id;
    const memberLive = liveConfirmed(member.page);
    await member.page.goto("/opportunities");
    await member.page.getByPlaceholder("Search jobs...").fill(word);
    await member.page.getByLabel("Location").selectOption("London");
    await member.page.getByText("No opportunities found").waitFor();
    await member.page.getByLabel("Location").selectOption("Manchester");
    const card = member.page.getByTestId("job-card").filter({ hasText: title });
    await card.waitFor();
    await card.getByText("£320/day").waitFor();
    await card.getByText("Lantern Print Studio").waitFor();
    await card.locator('img[src^="/objects/"]').first().waitFor();
    await card.getByRole("button", { name: "Apply Now" }).click();
    const apply = member.page.getByRole("dialog");
    await apply.getByLabel("Cover letter (optional)").fill("I print cyanotypes myself.");
    await apply.getByRole("button", { name: "Send Application" }).click();
    await card.getByRole("button", { name: "Applied · Pending" }).waitFor();
    await memberLive;

    await business.page.getByRole("tab", { name: "Applications" }).click();
    const received = business.page
      .getByTestId("received-application")
      .filter({ hasText: "Rosa Achebe" });
    await received.getByText("I print cyanotypes myself.").waitFor();
    await received.getByRole("button", { name: "Shortlist" }).click();
    await received.getByText("Shortlisted", { exact: true }).waitFor();
    await received.getByRole("button", { name: "Accept" }).click();
    await received.getByText("Accepted", { exact: true }).waitFor();
    await business.page.getByTestId("stat-Applications").getByText("1", { exact: true }).waitFor();

    // The member heard of it live, and My Applications says so.
    await member.page.getByRole("button", { name: "Notifications" }).click();
    await member.page
      .getByRole("list", { name: "Notification list" })
      .getByText(`Your application for ${title} has been accepted.`)
      .waitFor();
    await member.page.goto(`/profile/${memberId}`);
    await member.page.getByRole("tab", { name: "Saved" }).click();
    const mine = member.page.getByTestId("application-card").filter({ hasText: title });
    await mine.getByText("Accepted", { exact: true }).waitFor();
    expect(await mine.getByRole("button", { name: "Withdraw" }).count()).toBe(0);
  });

  it("on a phone the portal shows a page of jobs and of applications, and Load more brings the rest", async () => {
    const business = await browser.signedInPage(MOBILE, {
      accountType: "business",
      companyName: "Kelp & Tide Studio",
      profession: "other",
    });
    const jobIds: string[] = [];
    for (let i = 1; i <= 21; i++) {
      jobIds.push(
        await postUnpaidJob(business.page, {
          title: `Seaweed pressing shoot ${i}`,
          description: "A morning on the shore at Porthcawl.",
          location: "Porthcawl",
        }),
      );
    }
    // Two members apply to eleven jobs each: 22 applications.
    for (const applicant of [await browser.signedInPage(), await browser.signedInPage()]) {
      for (const jobId of jobIds.slice(0, 11)) {
        const applied = await applicant.page.request.post(`/api/jobs/${jobId}/apply`, { data: {} });
        expect(applied.status()).toBe(201);
      }
    }
    const { page } = business;
    await page.goto("/companies");
    const jobs = page.getByTestId("portal-job");
    await jobs.nth(19).waitFor();
    expect(await jobs.count()).toBe(20);
    await page.getByRole("button", { name: "Load more" }).click();
    // The oldest, on the second page.
    await jobs.nth(20).getByText("Seaweed pressing shoot 1", { exact: true }).waitFor();
    expect(await jobs.count()).toBe(21);
    await page.getByRole("button", { name: "Load more" }).waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Applications" }).click();
    const received = page.getByTestId("received-application");
    await received.nth(19).waitFor();
    expect(await received.count()).toBe(20);
    await page.getByRole("button", { name: "Load more" }).click();
    await received.nth(21).waitFor();
    expect(await received.count()).toBe(22);
    expect(await fitsWidth(page)).toBe(true);
  });

  it("on a phone the board filters, saves and stays inside the screen", async () => {
    const { page } = await browser.signedInPage(MOBILE, { location: "", profession: "other" });
    await page.goto("/opportunities");
    await page.getByRole("heading", { name: "Opportunities" }).waitFor();
    const first = page.getByTestId("job-card").first();
    await first.waitFor();
    await first.getByRole("button", { name: "Save" }).click();
    await page.getByText("Job Saved").first().waitFor();
    await first.getByRole("button", { name: "Saved" }).waitFor();
    await page.getByPlaceholder("Search jobs...").fill("zzqxnothingmatches");
    await page.getByText("No opportunities found").waitFor();
    await page.getByText("Try different words").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    const saved = await page.request.get("/api/jobs/saved");
    expect((await saved.json()).length).toBe(1);
  });
});
