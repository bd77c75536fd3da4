import {
  ALREADY_APPLIED_MESSAGE,
  BUSINESS_ONLY_POSTING_MESSAGE,
  CLOSING_DATE_PAST_MESSAGE,
  COVER_LETTER_TOO_LONG_MESSAGE,
  JOB_CLOSED_MESSAGE,
  NOT_YOUR_ITEMS_MESSAGE,
  OWN_JOB_MESSAGE,
  WITHDRAW_PENDING_ONLY_MESSAGE,
} from "@contract/jobs.ts";
import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_CURSOR_MESSAGE } from "../db/keyset.ts";
import { jobCounters } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import {
  makeApplication,
  makeFollow,
  makeJob,
  makeJobView,
  makeMember,
  makePortfolioItem,
  memberForm,
  signUpBusiness,
  signUpMember,
} from "../test/factories.ts";
import { connectLive } from "../test/live.ts";
import { everyPage } from "../test/pages.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

const db = () => server.context.db;
const titles = (body: { title: string }[]) => body.map((job) => job.title);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

const aJob = {
  title: "Photographer for a bakery lookbook",
  description: "One day in a Walthamstow bakery, natural light, 40 finished images.",
  profession: "Photographer",
  location: "London",
  payType: "day_rate",
  payMin: 350,
  payMax: 450,
  closingDate: "",
};

describe("the jobs board", () => {
  it("searches title and description, ranks title matches first, and filters by every field", async () => {
    const { user } = await signUpBusiness(server.url);
    const { client: reader } = await signUpMember(server.url);
    const job = (title: string, overrides: Parameters<typeof makeJob>[2] = {}) =>
      makeJob(db(), user.id, { title, ...overrides });
    await job("Quillwort campaign photographer", { location: "London" });
    await job("Studio assistant", {
      description: "Help our quillwort photographer on set.",
      location: "Manchester",
      createdAt: daysAgo(0.01),
    });
    await job("Quillwort remote retoucher", {
      location: "Remote",
      payType: "hourly",
      payMin: 30,
      profession: "Editor",
    });
    await job("Quillwort unpaid test shoot", { payType: "unpaid", payMin: null });
    await job("Quillwort salaried designer", {
      payType: "salary",
      payMin: 44_000,
      location: "london",
    });
    await job("Quillwort closed job", { status: "closed" });
    await job("Quillwort expired job", { closingDate: dayText(daysAgo(2)) });

    const search = async (query: string) => {
      const response = await reader.get(`/api/jobs?${query}`);
      expect(response.status).toBe(200);
      return titles(response.body);
    };
    // Title matches outrank a description match, even a newer one; closed and expired are gone.
    const all = await search("q=quillwort");
    expect(all).toHaveLength(5);
    expect(all.at(-1)).toBe("Studio assistant");
    expect(all).not.toContain("Quillwort closed job");
    expect(all).not.toContain("Quillwort expired job");

    // A London job is not in Manchester's results; the town matches whatever its case.
    expect(await search("q=quillwort&location=Manchester")).toEqual(["Studio assistant"]);
    expect((await search("q=quillwort&location=London")).sort()).toEqual([
      "Quillwort campaign photographer",
      "Quillwort salaried designer",
      "Quillwort unpaid test shoot",
    ]);
    expect(await search("q=quillwort&location=Remote")).toEqual(["Quillwort remote retoucher"]);
    expect(await search("q=quillwort&profession=Editor")).toEqual(["Quillwort remote retoucher"]);
    expect(await search("q=quillwort&paidOnly=true")).not.toContain("Quillwort unpaid test shoot");
    expect(await search("q=quillwort&paidOnly=true")).toHaveLength(4);
    // Day-rate equivalents: £30/hour is £240 a day, £44,000 a year £200, the factory's £300/day.
    expect((await search("q=quillwort&minPay=240")).sort()).toEqual([
      "Quillwort campaign photographer",
      "Quillwort remote retoucher",
      "Studio assistant",
    ]);
    expect(await search("q=quillwort&location=London&paidOnly=true&minPay=250")).toEqual([
      "Quillwort campaign photographer",
    ]);
    expect(await search("q=zzzyxqnothing")).toEqual([]);
    expect((await reader.get("/api/jobs?minPay=-1")).status).toBe(400);
  });

  it("pages by keyset without overlap, newest first and ranked", async () => {
    const { user } = await signUpBusiness(server.url);
    const { client: reader } = await signUpMember(server.url);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 7; i++) {
      await makeJob(db(), user.id, {
        title: i % 2 ? `Marram grass shoot ${i}` : `Shoot ${i}`,
        description: `Marram dunes day ${i}.`,
        profession: "Model",
        location: "Skegness",
        createdAt: new Date(base + i * 1000),
      });
    }
    for (const query of ["location=Skegness", "q=marram&location=Skegness"]) {
      const seen = titles(await everyPage<{ title: string }>(reader, `/api/jobs?${query}`, 3));
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
      if (query.startsWith("q=")) {
        // Title matches first, each group newest first.
        expect(seen.slice(0, 3)).toEqual([
          "Marram grass shoot 5",
          "Marram grass shoot 3",
          "Marram grass shoot 1",
        ]);
      } else {
        expect(seen[0]).toBe("Shoot 6");
      }
    }
    const first = await reader.get("/api/jobs?location=Skegness&limit=3");
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    // A cursor from the newest-first list means nothing to a ranked one.
    expect((await reader.get(`/api/jobs?q=marram&cursor=${cursor}`)).status).toBe(400);
    expect((await reader.get("/api/jobs?cursor=nonsense")).status).toBe(400);
    expect((await new TestClient(server.url).get("/api/jobs")).status).toBe(401);
  });

  it("shows one job with pay, closing date and the viewer's state, counting a view a day", async () => {
    const { client: business, user } = await signUpBusiness(server.url, {
      companyName: "Lantern & Co",
    });
    const { client: reader } = await signUpMember(server.url);
    const job = await makeJob(db(), user.id, {
      title: "Lookbook assistant",
      payType: "fixed_fee",
      payMin: 1200,
      closingDate: "2099-01-31",
    });
    const shown = await reader.get(`/api/jobs/${job.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: job.id,
      budget: "£1,200 fixed",
      pay: { type: "fixed_fee", min: 1200, max: null },
      closingDate: "2099-01-31",
      status: "open",
      company: { name: "Lantern & Co", logoUrl: null },
      user: { id: user.id },
      isSaved: false,
      applicationStatus: null,
    });
    await reader.get(`/api/jobs/${job.id}`);
    await business.get(`/api/jobs/${job.id}`);
    const [listed] = (await business.get("/api/business/jobs")).body;
    expect(listed).toMatchObject({ id: job.id, views: 1 });

    const missing = await reader.get("/api/jobs/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Job not found.");
    expect((await reader.get("/api/jobs/not-a-job")).status).toBe(400);
    expect((await new TestClient(server.url).get(`/api/jobs/${job.id}`)).status).toBe(401);
  });
});

describe("applying", () => {
  it("takes one application with a cover letter and own portfolio items, and tells the poster", async () => {
    const { client: business, user: poster } = await signUpBusiness(server.url);
    const { client: applicant, user: me } = await signUpMember(server.url, {
      firstName: "Ola",
      lastName: "Brennan",
    });
    const job = await makeJob(db(), poster.id, { title: "Night market shoot" });
    const mine = await makePortfolioItem(db(), me.id, { title: "Market stalls" });
    const someoneElses = await makePortfolioItem(db(), poster.id);
    const live = await connectLive(business);

    const notMine = await applicant.post(`/api/jobs/${job.id}/apply`, {
      portfolioItemIds: [someoneElses.id],
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe(NOT_YOUR_ITEMS_MESSAGE);
    const tooLong = await applicant.post(`/api/jobs/${job.id}/apply`, {
      coverLetter: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(COVER_LETTER_TOO_LONG_MESSAGE);
    const tooMany = await applicant.post(`/api/jobs/${job.id}/apply`, {
      portfolioItemIds: [mine.id, mine.id, mine.id, mine.id],
    });
    expect(tooMany.status).toBe(400);

    const applied = await applicant.post(`/api/jobs/${job.id}/apply`, {
      coverLetter: "  I shoot markets every weekend.  ",
      portfolioItemIds: [mine.id],
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      status: "pending",
      coverLetter: "I shoot markets every weekend.",
      job: { id: job.id, title: "Night market shoot" },
    });
    expect(await live.next()).toEqual({
      type: "notification",
      data: {
        type: "jobApplication",
        title: "New application",
        message: "Ola Brennan applied for Night market shoot.",
        link: "/companies",
        id: expect.any(String),
      },
    });
    live.close();

    const again = await applicant.post(`/api/jobs/${job.id}/apply`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_APPLIED_MESSAGE);
    expect((await applicant.get(`/api/jobs/${job.id}`)).body.applicationStatus).toBe("pending");

    const received = await business.get(`/api/jobs/${job.id}/applications`);
    expect(received.status).toBe(200);
    expect(received.body).toEqual([
      expect.objectContaining({
        id: applied.body.id,
        coverLetter: "I shoot markets every weekend.",
        applicant: expect.objectContaining({ id: me.id, firstName: "Ola" }),
        portfolioItems: [{ id: mine.id, title: "Market stalls", imageUrl: mine.imageUrl }],
      }),
    ]);
  });

  it("refuses closed, expired, unknown and own jobs", async () => {
    const { client: business, user: poster } = await signUpBusiness(server.url);
    const { client: applicant } = await signUpMember(server.url);
    const closed = await makeJob(db(), poster.id, { status: "closed" });
    const expired = await makeJob(db(), poster.id, { closingDate: dayText(daysAgo(1)) });
    for (const job of [closed, expired]) {
      const response = await applicant.post(`/api/jobs/${job.id}/apply`, {});
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(JOB_CLOSED_MESSAGE);
    }
    const unknown = await applicant.post(
      "/api/jobs/00000000-0000-4000-8000-000000000000/apply",
      {},
    );
    expect(unknown.status).toBe(404);
    const own = await business.post(`/api/jobs/${expired.id}/apply`, {});
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(OWN_JOB_MESSAGE);
  });

  it("lets the applicant withdraw a pending application only", async () => {
    const { user: poster } = await signUpBusiness(server.url);
    const { client: applicant, user: me } = await signUpMember(server.url);
    const { client: stranger } = await signUpMember(server.url);
    const job = await makeJob(db(), poster.id);
    const other = await makeJob(db(), poster.id);
    const pending = await makeApplication(db(), job.id, me.id);
    const answered = await makeApplication(db(), other.id, me.id, { status: "shortlisted" });

    expect((await stranger.delete(`/api/applications/${pending.id}`)).status).toBe(404);
    const refused = await applicant.delete(`/api/applications/${answered.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(WITHDRAW_PENDING_ONLY_MESSAGE);
    expect((await applicant.delete(`/api/applications/${pending.id}`)).status).toBe(204);
    const left = await applicant.get(`/api/users/${me.id}/applications`);
    expect(left.body.map((application: { id: string }) => application.id)).toEqual([answered.id]);
    // Withdrawn, the job can be applied for again.
    expect((await applicant.post(`/api/jobs/${job.id}/apply`, {})).status).toBe(201);
  });
});

describe("saved jobs", () => {
  it("are kept on the server, so a new session on another device sees them", async () => {
    const { user: poster } = await signUpBusiness(server.url);
    const { client, form } = await signUpMember(server.url);
    const first = await makeJob(db(), poster.id, { title: "Saved first" });
    const second = await makeJob(db(), poster.id, { title: "Saved second", status: "closed" });
    expect((await client.post(`/api/jobs/${first.id}/save`)).body).toEqual({ isSaved: true });
    expect((await client.post(`/api/jobs/${second.id}/save`)).status).toBe(200);
    expect((await client.post(`/api/jobs/${second.id}/save`)).status).toBe(200);

    const phone = new TestClient(server.url);
    await phone.post("/api/auth/login", { email: form.email, password: form.password });
    const saved = await phone.get("/api/jobs/saved");
    expect(titles(saved.body)).toEqual(["Saved second", "Saved first"]);
    expect(saved.body[0]).toMatchObject({ isSaved: true, status: "closed" });

    expect((await phone.delete(`/api/jobs/${second.id}/save`)).body).toEqual({ isSaved: false });
    expect(titles((await client.get("/api/jobs/saved")).body)).toEqual(["Saved first"]);
    expect((await client.post("/api/jobs/00000000-0000-4000-8000-000000000000/save")).status).toBe(
      404,
    );
  });
});

describe("the business side", () => {
  it("refuses a member who tries to post, with the note the jobs board shows", async () => {
    const { client } = await signUpMember(server.url);
    const response = await client.post("/api/jobs", aJob);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(BUSINESS_ONLY_POSTING_MESSAGE);
    for (const path of ["/api/business/figures", "/api/business/jobs"]) {
      expect((await client.get(path)).status).toBe(403);
    }
  });

  it("pages its jobs and the applications to them newest first, each row once, and only its own", async () => {
    const { client: business, user: poster } = await signUpBusiness(server.url);
    const { client: rival, user: rivalPoster } = await signUpBusiness(server.url);
    const { client: member, user: applicantUser } = await signUpMember(server.url);
    const base = Date.now() - 3_600_000;
    // Five jobs, two posted in the same millisecond: the id settles their order.
    const posted: Awaited<ReturnType<typeof makeJob>>[] = [];
    for (let i = 0; i < 5; i++) {
      posted.push(
        await makeJob(db(), poster.id, {
          title: `Kelp harvest shoot ${i}`,
          createdAt: new Date(base + Math.min(i, 3) * 1000),
        }),
      );
    }
    const rivalJob = await makeJob(db(), rivalPoster.id, { title: "Rival's job" });
    const applicants = [
      applicantUser,
      ...(await Promise.all([1, 2, 3].map(() => makeMember(db())))),
    ];
    const applied: Awaited<ReturnType<typeof makeApplication>>[] = [];
    for (const [index, applicant] of applicants.entries()) {
      for (const job of [posted[0]!, posted[4]!]) {
        applied.push(
          await makeApplication(db(), job.id, applicant.id, {
            status: index === 0 ? "accepted" : "pending",
            createdAt: new Date(base + index * 1000),
          }),
        );
      }
    }
    await makeApplication(db(), rivalJob.id, applicantUser.id);
    // The database keeps an application's poster its job's: no other can be written.
    const [stranger] = applicants.slice(-1);
    await expect(
      makeApplication(db(), posted[1]!.id, stranger!.id, { posterId: rivalPoster.id }),
    ).rejects.toThrow();

    const newestFirst = (rows: { id: string; createdAt: Date | string }[]) =>
      [...rows]
        .sort(
          (a, b) =>
            new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() ||
            (a.id < b.id ? 1 : -1),
        )
        .map((row) => row.id);

    const jobs = await everyPage<{ id: string }>(business, "/api/business/jobs", 3);
    expect(jobs.map((job) => job.id)).toEqual(newestFirst(posted));
    const received = await everyPage<{ id: string }>(business, "/api/business/applications", 3);
    expect(received.map((application) => application.id)).toEqual(newestFirst(applied));
    const accepted = await everyPage<{ id: string }>(
      business,
      "/api/business/applications?status=accepted",
      3,
    );
    expect(accepted.map((application) => application.id)).toEqual(
      newestFirst(applied.filter((application) => application.status === "accepted")),
    );
    const toOneJob = await everyPage<{ id: string }>(
      business,
      `/api/jobs/${posted[4]!.id}/applications`,
      3,
    );
    expect(toOneJob.map((application) => application.id)).toEqual(
      newestFirst(applied.filter((application) => application.jobId === posted[4]!.id)),
    );
    // The default page is twenty: every one of these fits on it.
    expect((await business.get("/api/business/applications")).body).toHaveLength(8);

    // A rival business sees only its own; a member sees none of it.
    expect(
      (await everyPage<{ id: string }>(rival, "/api/business/applications", 3)).map(
        (row) => row.id,
      ),
    ).toEqual([expect.any(String)]);
    expect((await rival.get(`/api/jobs/${posted[4]!.id}/applications`)).status).toBe(403);
    expect((await member.get("/api/business/applications")).status).toBe(403);

    // A cursor from one list means nothing to another, nor does one nobody made.
    const firstJobs = await business.get("/api/business/jobs?limit=2");
    const jobsCursor = firstJobs.headers.get(NEXT_CURSOR_HEADER);
    for (const path of [
      `/api/business/applications?cursor=${jobsCursor}`,
      "/api/business/jobs?cursor=nonsense",
      "/api/business/applications?limit=0",
      "/api/business/jobs?limit=51",
    ]) {
      expect((await business.get(path)).status, path).toBe(400);
    }
    const refused = await business.get(`/api/business/applications?cursor=${jobsCursor}`);
    expect(refused.body.message).toBe(INVALID_CURSOR_MESSAGE);
  });

  it("posts, edits, closes and reopens its own jobs, and only its own", async () => {
    const { client: business, user } = await signUpBusiness(server.url);
    const { client: rival } = await signUpBusiness(server.url);
    const { client: member } = await signUpMember(server.url);

    const invalid = await business.post("/api/jobs", { ...aJob, payType: "unpaid" });
    expect(invalid.status).toBe(400);
    const noPay = await business.post("/api/jobs", { ...aJob, payMin: "" });
    expect(noPay.status).toBe(400);
    const past = await business.post("/api/jobs", { ...aJob, closingDate: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(CLOSING_DATE_PAST_MESSAGE);

    const posted = await business.post("/api/jobs", { ...aJob, closingDate: "2099-06-30" });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      title: aJob.title,
      budget: "£350–£450/day",
      closingDate: "2099-06-30",
      status: "open",
      user: { id: user.id },
    });
    const id = posted.body.id;
    const edited = await business.put(`/api/jobs/${id}`, {
      ...aJob,
      title: "Photographer for a bakery, two days",
      location: "Remote",
      payType: "unpaid",
      payMin: "",
      payMax: "",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ location: "Remote", budget: "Unpaid (expenses only)" });

    for (const intruder of [rival, member]) {
      expect((await intruder.put(`/api/jobs/${id}`, aJob)).status).toBe(403);
      expect((await intruder.post(`/api/jobs/${id}/close`)).status).toBe(403);
      expect((await intruder.get(`/api/jobs/${id}/applications`)).status).toBe(403);
    }
    expect((await member.get(`/api/jobs/${id}`)).body.title).toBe(
      "Photographer for a bakery, two days",
    );

    expect((await business.post(`/api/jobs/${id}/close`)).body.status).toBe("closed");
    expect((await member.post(`/api/jobs/${id}/apply`, {})).status).toBe(409);
    expect(titles((await member.get("/api/jobs?q=bakery&location=Remote")).body)).not.toContain(
      "Photographer for a bakery, two days",
    );
    expect((await business.post(`/api/jobs/${id}/reopen`)).body.status).toBe("open");
    expect(titles((await member.get("/api/jobs?q=bakery&location=Remote")).body)).toContain(
      "Photographer for a bakery, two days",
    );
  });

  it("shortlists, accepts and rejects, telling the applicant each time", async () => {
    const { client: business, user: poster } = await signUpBusiness(server.url);
    const { client: rival } = await signUpBusiness(server.url);
    const { client: applicant, user: me } = await signUpMember(server.url);
    const job = await makeJob(db(), poster.id, { title: "Ceramics catalogue" });
    const application = await makeApplication(db(), job.id, me.id);
    const live = await connectLive(applicant);

    expect(
      (await rival.request("PATCH", `/api/applications/${application.id}`, { status: "accepted" }))
        .status,
    ).toBe(404);
    const bad = await business.request("PATCH", `/api/applications/${application.id}`, {
      status: "pending",
    });
    expect(bad.status).toBe(400);

    const shortlisted = await business.request("PATCH", `/api/applications/${application.id}`, {
      status: "shortlisted",
    });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.status).toBe("shortlisted");
    expect(await live.next()).toEqual({
      type: "notification",
      data: {
        type: "applicationStatus",
        title: "Application update",
        message: "Your application for Ceramics catalogue has been shortlisted.",
        link: `/opportunities/${job.id}`,
        id: expect.any(String),
      },
    });
    await business.request("PATCH", `/api/applications/${application.id}`, { status: "accepted" });
    expect(await live.next()).toMatchObject({
      data: { message: "Your application for Ceramics catalogue has been accepted." },
    });
    live.close();
    const mine = await applicant.get(`/api/users/${me.id}/applications`);
    expect(mine.body[0]).toMatchObject({ status: "accepted", job: { id: job.id } });
    expect((await applicant.delete(`/api/applications/${application.id}`)).status).toBe(409);
  });

  it("computes the portal's figures from its own rows", async () => {
    const { client: business, user: poster } = await signUpBusiness(server.url);
    const { user: rival } = await signUpBusiness(server.url);
    const open = await makeJob(db(), poster.id);
    const closed = await makeJob(db(), poster.id, { status: "closed" });
    await makeJob(db(), poster.id, { closingDate: dayText(daysAgo(3)) });
    const elsewhere = await makeJob(db(), rival.id);

    const members = await Promise.all(Array.from({ length: 10 }, () => makeMember(db())));
    // 20 views: 10 members on two days of the open job; the rival's views do not count.
    for (const member of members) {
      await makeJobView(db(), open.id, member.id, "2026-01-01");
      await makeJobView(db(), open.id, member.id, "2026-01-02");
      await makeJobView(db(), elsewhere.id, member.id, "2026-01-01");
    }
    for (const member of members.slice(0, 3)) await makeFollow(db(), member.id, poster.id);
    const applied = daysAgo(10);
    const answered = (days: number) => new Date(applied.getTime() + days * 86_400_000);
    // Five applications: one pending, one shortlisted (answered in 1 day), one accepted after a
    // shortlist (2 days), two rejected (3 and 4 days).
    const [a, b, c, d, e] = members;
    await makeApplication(db(), open.id, a!.id, { createdAt: applied });
    await makeApplication(db(), open.id, b!.id, {
      createdAt: applied,
      status: "shortlisted",
      firstStatusChangeAt: answered(1),
      shortlistedAt: answered(1),
    });
    await makeApplication(db(), closed.id, c!.id, {
      createdAt: applied,
      status: "accepted",
      firstStatusChangeAt: answered(2),
      shortlistedAt: answered(2),
      decidedAt: answered(3),
    });
    for (const [member, days] of [
      [d!, 3],
      [e!, 4],
    ] as const) {
      await makeApplication(db(), closed.id, member.id, {
        createdAt: applied,
        status: "rejected",
        firstStatusChangeAt: answered(days),
        decidedAt: answered(days),
      });
    }
    await makeApplication(db(), elsewhere.id, a!.id, { status: "accepted" });

    const figures = await business.get("/api/business/figures");
    expect(figures.status).toBe(200);
    expect(figures.body).toEqual({
      totalJobs: 3,
      activeJobs: 1,
      applicationsReceived: 5,
      jobViews: 20,
      followers: 3,
      // (1 + 2 + 3 + 4) / 4 answered
      averageResponseDays: 2.5,
      // 1 accepted of 3 decided
      hireRate: 33,
      // 5 applications per 20 views
      applicationRate: 25,
      // 2 ever shortlisted of 5
      interviewRate: 40,
      byStatus: { pending: 1, shortlisted: 1, accepted: 1, rejected: 2 },
    });

    const received = await business.get("/api/business/applications?status=rejected");
    expect(received.body).toHaveLength(2);
    const listed = (await business.get("/api/business/jobs")).body;
    expect(listed).toHaveLength(3);
    expect(listed.find((job: { id: string }) => job.id === closed.id)).toMatchObject({
      status: "closed",
      applications: 3,
      shortlisted: 1,
      accepted: 1,
      views: 0,
    });
  });

  it("keeps the figures exact as members apply at once, are answered, withdraw and leave", async () => {
    const { client: business, user: poster } = await signUpBusiness(server.url);
    const job = await makeJob(db(), poster.id);
    const applicants = await Promise.all(Array.from({ length: 8 }, () => signUpMember(server.url)));
    // Eight members open the job and apply at the same moment; a reload is not another view.
    await Promise.all(
      applicants.map(async ({ client }) => {
        await client.get(`/api/jobs/${job.id}`);
        await client.get(`/api/jobs/${job.id}`);
        expect((await client.post(`/api/jobs/${job.id}/apply`, {})).status).toBe(201);
      }),
    );
    const received = (await business.get(`/api/jobs/${job.id}/applications`)).body as {
      id: string;
      applicant: { id: string };
    }[];
    const applicationOf = (index: number) =>
      received.find((application) => application.applicant.id === applicants[index]!.user.id)!.id;
    const answer = (index: number, status: string) =>
      business.request("PATCH", `/api/applications/${applicationOf(index)}`, { status });
    await answer(0, "shortlisted");
    await answer(0, "accepted");
    await answer(1, "shortlisted");
    await answer(2, "rejected");
    await answer(3, "shortlisted");
    await answer(3, "rejected");
    // One withdraws a pending application; one who was shortlisted closes their account.
    const withdrawn = await applicants[4]!.client.delete(`/api/applications/${applicationOf(4)}`);
    expect(withdrawn.status).toBe(204);
    const leaving = applicants[1]!;
    const closed = await leaving.client.delete("/api/account", {
      password: leaving.form.password,
      confirmation: "DELETE",
    });
    expect(closed.status).toBe(204);

    const figures = (await business.get("/api/business/figures")).body;
    expect(figures).toMatchObject({
      applicationsReceived: 6,
      // Eight members viewed it once today; the one who left took their view along.
      jobViews: 7,
      byStatus: { pending: 3, shortlisted: 0, accepted: 1, rejected: 2 },
      hireRate: 33,
      // 0 and 3 were ever shortlisted, of 6
      interviewRate: 33,
    });
    const [listed] = (await business.get("/api/business/jobs")).body;
    expect(listed).toMatchObject({ applications: 6, views: 7, shortlisted: 2, accepted: 1 });

    // Counting every row again finds what the counters already say.
    const counters = async () =>
      (await db().select().from(jobCounters).where(eq(jobCounters.jobId, job.id)))[0];
    const kept = await counters();
    await db().execute(sql`select job_counters_recount()`);
    expect(await counters()).toEqual(kept);
  });

  it("signs up as a business with a company shown on its jobs and profile", async () => {
    const missing = await new TestClient(server.url).post("/api/auth/register", {
      ...memberForm({ accountType: "business" }),
    });
    expect(missing.status).toBe(400);
    const { client, user } = await signUpBusiness(server.url, { companyName: "Kiln Studio" });
    expect(user).toMatchObject({
      accountType: "business",
      company: { name: "Kiln Studio", logoUrl: null, about: null },
    });
    const changed = await client.put("/api/business/profile", {
      companyName: "Kiln Studio Ltd",
      companyAbout: "Ceramics and the people who photograph them.",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.company).toMatchObject({ name: "Kiln Studio Ltd" });
    const stolen = await client.put("/api/business/profile", {
      companyName: "Kiln Studio Ltd",
      companyLogoUrl: "/objects/00000000-0000-4000-8000-000000000000",
    });
    expect(stolen.status).toBe(400);
  });
});
