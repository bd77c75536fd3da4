import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PASSWORD_RESET_SENT_MESSAGE } from "@contract/auth.ts";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember, TEST_PASSWORD } from "../test/factories.ts";
import { startSmtpInbox } from "../test/smtp-inbox.ts";

async function waitForFile(folder: string): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const names = await readdir(folder).catch(() => [] as string[]);
    if (names.length > 0) return path.join(folder, names.sort().at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing written to ${folder}`);
}

describe("outbound mail", () => {
  it("without SMTP_URL, writes each email as an .eml file to the outbox in DATA_DIR", async () => {
    const server = await startTestApp({ DEMO_MODE: "1", PUBLIC_URL: "https://atelier.example" });
    const { form } = await signUpMember(server.url);
    await new TestClient(server.url).post("/api/auth/forgot-password", { email: form.email });
    const file = await waitForFile(path.join(server.dataDir, "outbox"));
    expect(file).toMatch(/\.eml$/);
    const message = await readFile(file, "utf8");
    expect(message).toContain(`To: ${form.email}`);
    expect(message).toContain("Subject: Reset your Atelier password");
    expect(message).toContain("https://atelier.example/reset-password?token=");
  });

  it("tells the old address when the email changes, and (in demo mode) not the new one", async () => {
    const inbox = await startSmtpInbox();
    const server = await startTestApp({ SMTP_URL: inbox.url, DEMO_MODE: "1" });
    const { client, form } = await signUpMember(server.url);
    const newEmail = `moved-${Date.now()}@example.test`;
    const changed = await client.put("/api/account/email", {
      email: newEmail,
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const notice = await inbox.next(form.email);
    expect(notice.subject).toBe("Your Atelier email address was changed");
    expect(notice.text).toContain(newEmail);
    expect(inbox.to(newEmail)).toHaveLength(0);
  });

  it("a refused email change mails nobody", async () => {
    const inbox = await startSmtpInbox();
    const server = await startTestApp({ SMTP_URL: inbox.url, DEMO_MODE: "1" });
    const { client, form } = await signUpMember(server.url);
    const refused = await client.put("/api/account/email", {
      email: "elsewhere@example.test",
      currentPassword: "not my password",
    });
    expect(refused.status).toBe(403);
    // A later mail to the same address arrives first: nothing was queued before it.
    await new TestClient(server.url).post("/api/auth/forgot-password", { email: form.email });
    const first = await inbox.next(form.email);
    expect(first.subject).toBe("Reset your Atelier password");
  });

  it("a mail server that cannot be reached fails no request", async () => {
    const server = await startTestApp({ SMTP_URL: "smtp://127.0.0.1:9", DEMO_MODE: "1" });
    const { client, form } = await signUpMember(server.url);
    const asked = await new TestClient(server.url).post("/api/auth/forgot-password", {
      email: form.email,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(PASSWORD_RESET_SENT_MESSAGE);
    const changed = await client.put("/api/account/email", {
      email: `unreachable-${Date.now()}@example.test`,
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
  });
});
