import {
  KYC_ADDRESS_MESSAGE,
  KYC_ALREADY_PENDING_MESSAGE,
  KYC_APPROVE_OUTSIDE_DEMO_MESSAGE,
  KYC_DOCUMENT_NOT_YOURS_MESSAGE,
  KYC_FULL_NAME_MESSAGE,
  KYC_NOTHING_TO_APPROVE_MESSAGE,
  KYC_UNDER_AGE_MESSAGE,
  type KycSubmissionInput,
} from "@contract/kyc.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../db/schema/index.ts";
import { png } from "../storage/test-media.ts";
import { fetchObject, uploadObject } from "../storage/test-uploads.ts";
import { unlockAdminPanel } from "../test/admin-session.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { signUpMember } from "../test/factories.ts";
import { connectLive } from "../test/live.ts";

let demo: TestApp;
let production: TestApp;

beforeAll(async () => {
  [demo, production] = await Promise.all([startTestApp(), startTestApp({ DEMO_MODE: "0" })]);
});

const details = (overrides: Partial<KycSubmissionInput> = {}): KycSubmissionInput => ({
  fullName: "Ngozi Adébáyọ̀-Fitzwilliam",
  dateOfBirth: "1990-02-28",
  address: "Flat 2, 14 Hope Street, Llanfairpwllgwyngyll",
  profession: "Photographer",
  experience: "Twelve years of weddings and editorial work.",
  ...overrides,
});

/** A date of birth `years` years before today, moved by `dayOffset` days. */
function bornYearsAgo(years: number, dayOffset = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return date.toISOString().slice(0, 10);
}

describe("submitting a verification", () => {
  it("makes the member pending with their submission, and refuses a second while pending", async () => {
    const { client } = await signUpMember(demo.url);
    expect((await client.get("/api/kyc/status")).body).toMatchObject({
      verificationStatus: "unverified",
      submission: null,
    });
    const sent = await client.post("/api/kyc/submit", details({ fullName: "  Jo  " }));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      verificationStatus: "pending",
      isVerified: false,
      submission: { status: "pending", fullName: "Jo", idDocumentUrl: null },
    });
    const again = await client.post("/api/kyc/submit", details());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(KYC_ALREADY_PENDING_MESSAGE);
  });

  it("names each missing field, and refuses someone under 18", async () => {
    const { client } = await signUpMember(demo.url);
    const blankName = await client.post("/api/kyc/submit", details({ fullName: "   " }));
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe(KYC_FULL_NAME_MESSAGE);
    const blankAddress = await client.post("/api/kyc/submit", details({ address: "" }));
    expect(blankAddress.body.message).toBe(KYC_ADDRESS_MESSAGE);
    const young = await client.post(
      "/api/kyc/submit",
      details({ dateOfBirth: bornYearsAgo(18, 1) }),
    );
    expect(young.status).toBe(400);
    expect(young.body.message).toBe(KYC_UNDER_AGE_MESSAGE);
    const adult = await client.post("/api/kyc/submit", details({ dateOfBirth: bornYearsAgo(18) }));
    expect(adult.status).toBe(201);
  });

  it("keeps the ID document private: its owner and an unlocked admin read it, nobody else", async () => {
    const owner = await signUpMember(demo.url);
    const document = await uploadObject(owner.client, await png(), "image/png", "kyc");
    const sent = await owner.client.post(
      "/api/kyc/submit",
      details({ idDocumentUrl: document.objectPath }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.submission.idDocumentUrl).toBe(document.objectPath);
    expect((await fetchObject(owner.client, document.objectPath)).status).toBe(200);

    const other = await signUpMember(demo.url);
    expect((await fetchObject(other.client, document.objectPath)).status).toBe(404);
    // Another member cannot attach it to their own submission either.
    const borrowed = await other.client.post(
      "/api/kyc/submit",
      details({ idDocumentUrl: document.objectPath }),
    );
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toBe(KYC_DOCUMENT_NOT_YOURS_MESSAGE);

    const admin = await signUpMember(demo.url);
    expect((await fetchObject(admin.client, document.objectPath)).status).toBe(404);
    await unlockAdminPanel(demo.context, admin.user.id, new Date(Date.now() - 1000));
    expect((await fetchObject(admin.client, document.objectPath)).status).toBe(404);
    await unlockAdminPanel(demo.context, admin.user.id);
    const read = await fetchObject(admin.client, document.objectPath);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the demo's self-approval", () => {
  it("approves the caller's own pending submission in demo mode", async () => {
    const { client, user } = await signUpMember(demo.url);
    await client.post("/api/kyc/submit", details());
    const approved = await client.post("/api/kyc/approve");
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ verificationStatus: "verified", isVerified: true });
    expect((await client.get(`/api/users/${user.id}`)).body.isVerified).toBe(true);
  });

  it("approves nothing for a member who has no pending submission of their own", async () => {
    const submitter = await signUpMember(demo.url);
    await submitter.client.post("/api/kyc/submit", details());
    const other = await signUpMember(demo.url);
    const refused = await other.client.post("/api/kyc/approve");
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(KYC_NOTHING_TO_APPROVE_MESSAGE);
    expect((await submitter.client.get("/api/kyc/status")).body.verificationStatus).toBe("pending");
  });

  it("is refused outside demo mode, where only an admin approves", async () => {
    const { client } = await signUpMember(production.url);
    await client.post("/api/kyc/submit", details());
    const refused = await client.post("/api/kyc/approve");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(KYC_APPROVE_OUTSIDE_DEMO_MESSAGE);
    expect((await client.get("/api/kyc/status")).body.verificationStatus).toBe("pending");
  });
});

describe("the admin verification queue", () => {
  it("lists pending submissions to an unlocked admin, who rejects with a reason and then approves a resubmission", async () => {
    const member = await signUpMember(production.url);
    const document = await uploadObject(member.client, await png(), "image/png", "kyc");
    await member.client.post("/api/kyc/submit", details({ idDocumentUrl: document.objectPath }));
    const admin = await signUpMember(production.url);

    expect((await admin.client.get("/api/admin/verifications")).status).toBe(401);
    await unlockAdminPanel(production.context, admin.user.id);
    const queue = await admin.client.get("/api/admin/verifications");
    expect(queue.status).toBe(200);
    const entry = queue.body.find(
      (row: { member: { id: string } }) => row.member.id === member.user.id,
    );
    expect(entry).toMatchObject({ status: "pending", idDocumentUrl: document.objectPath });
    expect(entry.member.email).toBe(member.form.email.toLowerCase());

    const live = await connectLive(member.client);
    const blankReason = await admin.client.post(`/api/admin/verifications/${entry.id}/reject`, {
      reason: "  ",
    });
    expect(blankReason.status).toBe(400);
    const rejected = await admin.client.post(`/api/admin/verifications/${entry.id}/reject`, {
      reason: "The photo of the document is blurred.",
    });
    expect(rejected.status).toBe(204);
    const notice = await live.next();
    expect(notice).toMatchObject({
      type: "notification",
      data: { type: "verification", link: "/settings" },
    });
    live.close();
    expect((await member.client.get("/api/kyc/status")).body).toMatchObject({
      verificationStatus: "rejected",
      submission: { status: "rejected", rejectionReason: "The photo of the document is blurred." },
    });
    const twice = await admin.client.post(`/api/admin/verifications/${entry.id}/approve`);
    expect(twice.status).toBe(409);

    const resent = await member.client.post("/api/kyc/submit", details());
    expect(resent.status).toBe(201);
    const approved = await admin.client.post(
      `/api/admin/verifications/${resent.body.submission.id}/approve`,
    );
    expect(approved.status).toBe(204);
    const profile = await admin.client.get(`/api/users/${member.user.id}`);
    expect(profile.body).toMatchObject({ isVerified: true, verificationStatus: "verified" });

    const log = await production.context.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, admin.user.id));
    expect(log.map((line) => line.action).sort()).toEqual([
      "verification.approve",
      "verification.reject",
    ]);
    expect(log.find((line) => line.action === "verification.reject")?.reason).toBe(
      "The photo of the document is blurred.",
    );
    expect(log.every((line) => line.sessionId !== null)).toBe(true);
  });
});
