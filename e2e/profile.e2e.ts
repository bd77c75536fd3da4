import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberForm } from "../server/test/member-form.ts";
import {
  baseUrl,
  DESKTOP,
  fitsWidth,
  launchBrowserPerFile,
  MOBILE,
  signUpThroughApi,
} from "./browser.ts";
import { pictureFile } from "./files.ts";
import { postUnpaidJob } from "./jobs-api.ts";

const browser = launchBrowserPerFile();

const today = () => new Date().toISOString().slice(0, 10);

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
}

describe("profiles", () => {
  it("a member edits their profile in Settings and sees it on their profile page", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/settings");
    await page.getByLabel("First Name").fill("Imogen");
    await page.getByLabel("Last Name").fill("Achterberg");
    await page.getByLabel("Bio").fill("Fashion stylist working between Leeds and London.");
    await page.getByLabel("Profession").selectOption("Stylist");
    await page.getByLabel("Location").fill("Leeds");
    await page.getByLabel("Website").fill("https://imogen.example/work");
    await page.getByLabel("Phone").fill("07700 900456");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile updated!", { exact: true }).first().waitFor();

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Imogen Achterberg", level: 1 }).waitFor();
    await page.getByText("Stylist", { exact: true }).first().waitFor();
    const website = page.getByRole("link", { name: "imogen.example/work" });
    expect(await website.getAttribute("href")).toBe("https://imogen.example/work");
    expect(await website.getAttribute("target")).toBe("_blank");
    await openTab(page, "About");
    await page.getByText("Fashion stylist working between Leeds and London.").first().waitFor();
  });

  it("settings refuse a bad website and a non-UK phone with the field messages", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/settings");
    await page.getByLabel("Website").fill("not a website");
    await page.getByLabel("Phone").fill("12345");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page
      .getByText(/valid website address/)
      .first()
      .waitFor();
    await page
      .getByText(/valid UK phone number/)
      .first()
      .waitFor();
  });

  it("the owner adds, edits and deletes a portfolio item with an image", async () => {
    const { page } = await browser.signedInPage();
    await page.goto("/profile");
    await openTab(page, "Portfolio");
    await page.getByText("Add your first portfolio item to showcase your work.").waitFor();
    await page.getByRole("button", { name: /Add to Portfolio/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add to Portfolio" });
    await dialog.getByRole("button", { name: "Upload Image or Video" }).click();
    const upload = page.getByRole("dialog", { name: "Upload to your portfolio" });
    await upload
      .locator("input[type=file]")
      .first()
      .setInputFiles(await pictureFile("look.png"));
    await upload.getByRole("button", { name: /Upload 1 file/ }).click();
    await dialog.getByRole("button", { name: "Remove file" }).waitFor();
    await dialog.getByLabel("Title").fill("Autumn Lookbook");
    await dialog.getByLabel("Description").fill("Editorial for a Leeds label");
    await dialog.getByLabel("Tags").fill("editorial, autumn, ");
    await dialog.getByRole("button", { name: "Add to Portfolio" }).click();
    await page.getByText("Portfolio item added successfully.", { exact: true }).first().waitFor();

    const item = page.getByRole("article", { name: "Autumn Lookbook" });
    await item.getByText("Editorial for a Leeds label").waitFor();
    await item.getByText("autumn", { exact: true }).waitFor();
    expect(await item.getByRole("img").first().getAttribute("src")).toMatch(/^\/objects\//);

    await item.hover();
    await page.getByRole("button", { name: "Edit Autumn Lookbook" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Portfolio Item" });
    await edit.getByLabel("Title").fill("Autumn Lookbook 2026");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Portfolio item updated successfully.", { exact: true }).first().waitFor();
    const renamed = page.getByRole("article", { name: "Autumn Lookbook 2026" });
    await renamed.waitFor();

    await renamed.hover();
    await page.getByRole("button", { name: "Delete Autumn Lookbook 2026" }).click();
    await page
      .getByRole("dialog", { name: "Delete portfolio item?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByText("Portfolio item deleted successfully.", { exact: true }).first().waitFor();
    await renamed.waitFor({ state: "detached" });
  });

  it("an event with an invite shows on the owner's and the invitee's calendars", async () => {
    const owner = await browser.newPage();
    const guest = await browser.newPage();
    const ownerMember = await signUpThroughApi(owner.page, {
      profession: "stylist",
      location: "Bristol",
    });
    const guestMember = await signUpThroughApi(guest.page, {
      firstName: "Gwendolyn",
      profession: "stylist",
      location: "Bristol",
    });
    const guestName = `${guestMember.firstName} ${guestMember.lastName}`;

    await owner.page.goto("/profile");
    await openTab(owner.page, "Calendar");
    await owner.page.getByRole("heading", { name: "My Availability" }).waitFor();
    await owner.page.getByRole("button", { name: "Add Event" }).click();
    const dialog = owner.page.getByRole("dialog", { name: "Add Event" });
    await dialog.getByLabel("Date").fill(today());
    await dialog.getByLabel("Status").selectOption("busy");
    await dialog.getByLabel("Title").fill("Lookbook shoot");
    await dialog.getByLabel("Invite people").fill("Gwendolyn");
    await dialog.getByRole("button", { name: `Invite ${guestName}` }).click();
    await dialog.getByRole("button", { name: `Remove ${guestName}` }).waitFor();
    await dialog.getByRole("button", { name: "Save Event" }).click();
    await owner.page
      .getByText("Availability updated successfully.", { exact: true })
      .first()
      .waitFor();
    await owner.page.getByText("Lookbook shoot").first().waitFor();

    await guest.page.goto("/profile");
    await openTab(guest.page, "Calendar");
    await guest.page.getByText("Lookbook shoot").first().waitFor();
    await guest.page
      .getByText(`Invited by ${ownerMember.firstName} ${ownerMember.lastName}`)
      .first()
      .waitFor();
  });

  it("following from a profile changes the counts, and Following undoes it", async () => {
    const visitor = await browser.newPage();
    const author = await browser.newPage();
    await signUpThroughApi(visitor.page);
    await signUpThroughApi(author.page);
    const me = await (await author.page.request.get("/api/auth/user")).json();

    await visitor.page.goto(`/profile/${me.id}`);
    const followers = visitor.page.getByTestId("count-followers");
    await expect.poll(() => followers.textContent()).toMatch(/^0\s*Followers$/);
    await visitor.page.getByRole("button", { name: "Follow", exact: true }).click();
    await visitor.page.getByRole("button", { name: "Following", exact: true }).waitFor();
    await expect.poll(() => followers.textContent()).toMatch(/^1\s*Followers?$/);
    await visitor.page.reload();
    await expect.poll(() => followers.textContent()).toMatch(/^1\s*Followers?$/);
    await visitor.page.getByRole("button", { name: "Following", exact: true }).click();
    await expect.poll(() => followers.textContent()).toMatch(/^0\s*Followers$/);
  });

  it("a post bookmarked from the feed is under Saved on the member's profile", async () => {
    const { page, member } = await browser.signedInPage();
    await page.request.post("/api/posts", { data: { content: "Worth keeping for later" } });
    await page.goto("/");
    const card = page.getByRole("article", {
      name: `Post by ${member.firstName} ${member.lastName}`,
    });
    await card.first().getByRole("button", { name: "Post options" }).click();
    // The menu answers before the server does; leaving the page earlier could cancel the save.
    const saved = page.waitForResponse((r) => r.url().endsWith("/bookmark"));
    await page.getByRole("menuitem", { name: "Bookmark" }).click();
    expect((await saved).ok()).toBe(true);
    await page.goto("/profile");
    await openTab(page, "Saved");
    await page.getByRole("heading", { name: "Saved Posts" }).waitFor();
    await page.getByText("Worth keeping for later").first().waitFor();
  });

  it("on a phone the Saved tab shows a page of each list, and Load more brings the rest", async () => {
    // A saver with no town or trade, and the newest of each list one unbroken long word.
    const { page } = await browser.signedInPage(MOBILE, { location: "", profession: "other" });
    const business = await browser.signedInPage(DESKTOP, {
      accountType: "business",
      companyName: "Saltmarsh Editions",
      profession: "other",
    });
    const longWord = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
    for (let i = 1; i <= 21; i++) {
      const content = i === 21 ? longWord.repeat(3) : `Kept sketch ${i}`;
      const post = await page.request.post("/api/posts", { data: { content } });
      expect(post.status()).toBe(201);
      const { id: postId } = await post.json();
      expect((await page.request.post(`/api/posts/${postId}/bookmark`)).ok()).toBe(true);
      const jobId = await postUnpaidJob(business.page, {
        title: i === 21 ? `Shoot at ${longWord}` : `Salt flat shoot ${i}`,
        description: "An afternoon on the marsh at Leigh-on-Sea.",
        location: "Leigh-on-Sea",
      });
      expect((await page.request.post(`/api/jobs/${jobId}/save`)).ok()).toBe(true);
      expect((await page.request.post(`/api/jobs/${jobId}/apply`, { data: {} })).status()).toBe(
        201,
      );
    }

    await page.goto("/profile");
    await openTab(page, "Saved");
    for (const [section, rows, oldest] of [
      ["Saved Posts", page.getByRole("article"), "Kept sketch 1"],
      ["Saved Jobs", page.getByTestId("job-card"), "Salt flat shoot 1"],
      ["My Applications", page.getByTestId("application-card"), "Salt flat shoot 1"],
    ] as const) {
      const region = page.getByRole("region", { name: section });
      const shown = region.locator(rows);
      await shown.nth(19).waitFor();
      expect(await shown.count(), section).toBe(20);
      // The last saved, first: the long word wraps inside the screen (checked below).
      await shown.first().getByText(longWord).first().waitFor();
      await region.getByRole("button", { name: "Load more" }).click();
      // The first saved, on the second page.
      await shown.nth(20).getByText(oldest, { exact: true }).waitFor();
      expect(await shown.count(), section).toBe(21);
      await region.getByRole("button", { name: "Load more" }).waitFor({ state: "detached" });
    }
    expect(await fitsWidth(page)).toBe(true);
  });

  it("a private profile shows its header but hides its content from others", async () => {
    const owner = await browser.newPage();
    const visitor = await browser.newPage();
    await signUpThroughApi(owner.page, { firstName: "Perpetua" });
    await owner.page.request.post("/api/posts", { data: { content: "Only for me" } });
    await owner.page.goto("/settings");
    await owner.page.getByRole("tab", { name: "Privacy" }).click();
    await owner.page.getByLabel("Profile Visibility").selectOption("private");
    await expect
      .poll(
        async () =>
          (await (await owner.page.request.get("/api/settings")).json()).privacy.profileVisibility,
      )
      .toBe("private");
    const me = await (await owner.page.request.get("/api/auth/user")).json();

    await signUpThroughApi(visitor.page);
    await visitor.page.goto(`/profile/${me.id}`);
    await visitor.page.getByRole("heading", { name: "This profile is private" }).waitFor();
    await visitor.page
      .getByText(/Perpetua/)
      .first()
      .waitFor();
    expect(await visitor.page.getByText("Only for me").count()).toBe(0);
  });

  it("Network search finds a member by a misspelt surname", async () => {
    const { page } = await browser.newPage();
    const sought = memberForm({ firstName: "Ottoline", lastName: "Featherstonehaugh" });
    await page.request.post(`${baseUrl()}/api/auth/register`, { data: sought });
    await page.goto("/network");
    await page.getByRole("heading", { name: "Network", level: 1 }).waitFor();
    await page.getByLabel("Search creators").fill("Featherstonhaugh");
    await page.getByRole("article", { name: "Ottoline Featherstonehaugh" }).waitFor();
    await page.getByLabel("Search creators").fill("zzqqxxyy");
    await page.getByText("No creators found").waitFor();
  });

  it("a member deletes their account and it is gone", async () => {
    const { page, member } = await browser.signedInPage();
    const me = await (await page.request.get("/api/auth/user")).json();
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Account" }).click();
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password", { exact: true }).fill(member.password);
    const confirm = dialog.getByRole("button", { name: "Delete My Account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await confirm.click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();

    const again = await page.request.post("/api/auth/login", {
      data: { email: member.email, password: member.password },
    });
    // Demo mode would make a brand-new account for the address; the old one is gone.
    const answer = await again.json();
    expect(answer.id).not.toBe(me.id);
  });
});
