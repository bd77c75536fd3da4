import { describe, expect, it } from "vitest";
import { memberForm } from "../server/test/member-form.ts";
import { DEMO_EMAIL, DEMO_PASSWORD, launchBrowserPerFile, MOBILE } from "./browser.ts";

const browser = launchBrowserPerFile();

describe("signing up, out and in", () => {
  it("a new member signs up through the form and lands on the feed", async () => {
    const { page } = await browser.newPage();
    const member = memberForm();
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").fill(member.firstName);
    await page.getByLabel("Last Name").fill(member.lastName);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm Password").fill(member.password);
    await page.getByLabel("Profession").selectOption("photographer");
    await page.getByLabel("Location").fill("Bristol");
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.getByText("Account created!").first().waitFor();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    const me = await page.request.get("/api/auth/user");
    expect((await me.json()).email).toBe(member.email);
  });

  it("weighs the password as it is typed and refuses a guessable one, on a phone", async () => {
    const { page } = await browser.newPage(MOBILE);
    const member = memberForm();
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").fill(member.firstName);
    await page.getByLabel("Last Name").fill(member.lastName);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm Password").fill("password123");
    await page.getByLabel("Profession").selectOption("stylist");
    await page.getByText("Password strength: Very weak").waitFor();
    await page.getByText("This is a commonly used password.").first().waitFor();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Registration failed").first().waitFor();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm Password").fill(member.password);
    await page.getByText("Password strength: Very strong").waitFor();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Account created!").first().waitFor();
  });

  it("shows the messages for a missing field and mismatched passwords", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Please fill in all required fields.").first().waitFor();

    const member = memberForm();
    await page.getByLabel("First Name").fill(member.firstName);
    await page.getByLabel("Last Name").fill(member.lastName);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm Password").fill("something else entirely");
    await page.getByLabel("Profession").selectOption("model");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Passwords do not match. Please try again.").first().waitFor();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  it("a member signs out from the avatar menu, then signs back in", async () => {
    const { page, member } = await browser.signedInPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Welcome back!").first().waitFor();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("a wrong password is refused with the server's message", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    await page.getByLabel("Email").fill(DEMO_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Login failed").first().waitFor();
    await page.getByText("Invalid email or password.").first().waitFor();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  it("an empty sign-in asks for email and password", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Please enter your email and password.").first().waitFor();
  });

  it("demo mode: the notice shows, and a first sign-in with a new email opens a new account", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    await page.getByText("Demo mode: any email and password can be used to explore.").waitFor();
    const email = memberForm().email;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("anything");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText(`We created a new account for ${email}.`).first().waitFor();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.waitForURL("**/settings");
    const me = await (await page.request.get("/api/auth/user")).json();
    expect(me.email).toBe(email);
  });

  it("the demo member signs in with the README's details", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    await page.getByLabel("Email").fill(DEMO_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    const me = await (await page.request.get("/api/auth/user")).json();
    expect(me).toMatchObject({ firstName: "Amelia", lastName: "Hughes" });
  });

  it("the password toggle shows and hides what was typed", async () => {
    const { page } = await browser.newPage();
    await page.goto("/");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-words");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).first().click();
    expect(await password.getAttribute("type")).toBe("password");
  });

  it("the signed-out screen does not download the signed-in app's code", async () => {
    const { page } = await browser.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect(scripts.some((path) => path.includes("/assets/auth-page-"))).toBe(true);
    const signedIn = /\/assets\/(feed|app-shell|settings-page|profile|messages|admin)-/;
    expect(scripts.filter((path) => signedIn.test(path))).toEqual([]);
  });

  it("a signed-in member's feed does not download the sign-in screen's code", async () => {
    const { page } = await browser.signedInPage(MOBILE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "Feed" }).waitFor();
    expect(scripts.some((path) => path.includes("/assets/feed-"))).toBe(true);
    expect(scripts.filter((path) => path.includes("/assets/auth-page-"))).toEqual([]);
  });
});
