import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AI_CONVERSATION_NOT_FOUND_MESSAGE, aiSearchStreamEventSchema } from "@contract/ai.ts";
import { createServer as createModelServer } from "@dwmkerr/mock-llm/dist/server.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASKER_KEY,
  EVAL_NOW,
  generateEvalCommunity,
  insertEvalCommunity,
} from "../../bench/ai-eval/community.ts";
import { blocks, users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeMember, setPrivacy, signUpMember } from "../test/factories.ts";
import { generateText } from "./provider.ts";
import { MODEL_FALLBACK_NOTE } from "./search-profiles.ts";
import { SUPPORT_REPLY } from "./support.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

type Suggestion = {
  user: { id: string; firstName: string; location: string | null };
  score: number;
  reason: string;
};
type SearchBody = { response: string; suggestions: Suggestion[] };

describe("AI conversations", () => {
  it("keeps a member's conversations and messages, suggestions parsed back from JSON", async () => {
    const { client } = await signUpMember(server.url);
    const created = await client.post("/api/ai/conversations", { title: "  Stylists  " });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const suggestion = {
      user: {
        id: "u1",
        firstName: "Ada",
        lastName: null,
        profession: "Stylist",
        location: "Leeds",
        bio: null,
      },
      score: 87,
      reason: "Stylist in Leeds",
    };
    expect(
      (
        await client.post(`/api/ai/conversations/${id}/messages`, {
          type: "user",
          content: "stylist in Leeds",
        })
      ).status,
    ).toBe(201);
    const saved = await client.post(`/api/ai/conversations/${id}/messages`, {
      type: "ai",
      content: "Found 1 stylist in Leeds.",
      suggestions: [suggestion],
    });
    expect(saved.status).toBe(201);
    const messages = await client.get(`/api/ai/conversations/${id}/messages`);
    expect(messages.body.map((m: { type: string }) => m.type)).toEqual(["user", "ai"]);
    expect(messages.body[0].suggestions).toBeNull();
    expect(messages.body[1].suggestions[0]).toMatchObject({
      score: 87,
      reason: "Stylist in Leeds",
      user: { firstName: "Ada" },
    });
    const list = await client.get("/api/ai/conversations");
    expect(list.body).toEqual([{ id, title: "Stylists", lastMessageAt: expect.any(String) }]);
  });

  it("answers 404 to anyone but the owner, and refuses blank messages and titles", async () => {
    const owner = await signUpMember(server.url);
    const stranger = await signUpMember(server.url);
    const { id } = (await owner.client.post("/api/ai/conversations", { title: "Mine" })).body;
    for (const response of [
      await stranger.client.get(`/api/ai/conversations/${id}/messages`),
      await stranger.client.post(`/api/ai/conversations/${id}/messages`, {
        type: "user",
        content: "hi",
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(AI_CONVERSATION_NOT_FOUND_MESSAGE);
    }
    expect((await stranger.client.get("/api/ai/conversations")).body).toEqual([]);
    expect(
      (
        await owner.client.post(`/api/ai/conversations/${id}/messages`, {
          type: "user",
          content: "   ",
        })
      ).status,
    ).toBe(400);
    expect((await owner.client.post("/api/ai/conversations", { title: " " })).status).toBe(400);
    expect((await new TestClient(server.url).get("/api/ai/conversations")).status).toBe(401);
  });
});

describe("POST /api/ai/search-profiles, the local engine", () => {
  it("gives the support reply instead of a search for help with the site", async () => {
    const { client } = await signUpMember(server.url);
    const answer = await client.post("/api/ai/search-profiles", {
      query: "I can't upload to my portfolio",
    });
    expect(answer.body).toEqual({ response: SUPPORT_REPLY, suggestions: [] });
    expect(SUPPORT_REPLY).toMatch(/10MB/);
    expect(SUPPORT_REPLY).toMatch(/JPG, PNG or GIF/);
    expect(SUPPORT_REPLY).toMatch(/cache/);
  });

  it("never suggests private, opted-out, suspended or blocking members, nor the asker", async () => {
    const asker = await signUpMember(server.url, { profession: "stylist", location: "Hull" });
    const { db } = server.context;
    const stylist = (firstName: string) =>
      makeMember(db, {
        firstName,
        profession: "Stylist",
        location: "Hull",
        bio: "Vintage menswear.",
      });
    const shown = await stylist("Shown");
    const hiddenOnes = [
      await stylist("Private"),
      await stylist("OptedOut"),
      await stylist("Suspended"),
      await stylist("Blocker"),
    ];
    await setPrivacy(db, hiddenOnes[0]!.id, "private");
    await db
      .update(users)
      .set({
        privacySettings: {
          profileVisibility: "public",
          showEmail: false,
          showPhone: false,
          allowMessages: true,
          aiSuggestions: false,
        },
      })
      .where(eq(users.id, hiddenOnes[1]!.id));
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, hiddenOnes[2]!.id));
    await db.insert(blocks).values({ blockerId: hiddenOnes[3]!.id, blockedId: asker.user.id });
    const answer = await asker.client.post<SearchBody>("/api/ai/search-profiles", {
      query: "vintage stylist in Hull",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.suggestions.map((s) => s.user.firstName)).toEqual(["Shown"]);
    expect(answer.body.suggestions[0]).toMatchObject({
      user: { id: shown.id },
      reason: "Stylist in Hull · vintage in bio",
    });
    expect(answer.body.suggestions[0]!.score).toBeGreaterThan(90);
    // The same sentence from someone the blocker did not block: the statement kept for the
    // sentence takes who asks as a value, so the first asker's exclusions are not theirs.
    const neighbour = await signUpMember(server.url, { profession: "stylist", location: "Hull" });
    const theirs = await neighbour.client.post<SearchBody>("/api/ai/search-profiles", {
      query: "vintage stylist in Hull",
    });
    const theirIds = theirs.body.suggestions.map((s) => s.user.id);
    expect(theirIds).toEqual(expect.arrayContaining([shown.id, hiddenOnes[3]!.id]));
    expect(theirIds).not.toContain(neighbour.user.id);
    expect(theirIds).not.toContain(hiddenOnes[0]!.id);
  });

  it("reads towns and skill words as words, however the member wrote them", async () => {
    const { client } = await signUpMember(server.url);
    const { db } = server.context;
    const knitter = (firstName: string, location: string, bio: string) =>
      makeMember(db, { firstName, profession: "Stylist", location, bio });
    const inStoke = await knitter("Potter", "stoke-on-trent, STAFFS", "Knitwear-led styling.");
    const inLeeds = await knitter("Loiner", "LEEDS (north), UK", "KNITWEAR and tailoring");
    await knitter("Elsewhere", "Manchester", "Knitwear for film.");
    const find = async (query: string) =>
      (await client.post<SearchBody>("/api/ai/search-profiles", { query })).body.suggestions;

    const stoke = await find("knitwear stylist in Stoke");
    expect(stoke[0]).toMatchObject({ user: { id: inStoke.id } });
    expect(stoke[0]!.reason).toBe("Stylist in stoke-on-trent, STAFFS · knitwear in bio");
    const leeds = await find("knitwear stylists in Leeds");
    expect(leeds[0]).toMatchObject({ user: { id: inLeeds.id } });
    expect(leeds[0]!.reason).toBe("Stylist in LEEDS (north), UK · knitwear in bio");
  });

  it("finds a region's members by their town as written, and follows a town rewritten", async () => {
    const { client } = await signUpMember(server.url);
    const { db } = server.context;
    const illustrator = (firstName: string, location: string | null) =>
      makeMember(db, { firstName, profession: "Illustrator", location });
    const inLeeds = await illustrator("Leeds", "North Leeds, W. Yorks");
    const inStoke = await illustrator("Stoke", "stoke-on-trent");
    await illustrator("Unknown", "Hebden Bridge");
    await illustrator("Blank", null);
    await illustrator("Chester", "Chesterfield");
    // Signed up through the API and then moved, as a member edits their profile.
    const moving = async (location: string) => {
      const member = await signUpMember(server.url);
      const { firstName, lastName } = member.form;
      const move = (to: string) =>
        member.client.put("/api/users/profile", {
          firstName,
          lastName,
          profession: "Illustrator",
          location: to,
        });
      expect((await move(location)).status).toBe(200);
      return { ...member, move };
    };
    const north = await moving("Bristol");
    const south = await moving("Manchester");
    const found = async (query: string) =>
      (await client.post<SearchBody>("/api/ai/search-profiles", { query })).body.suggestions.map(
        (suggestion) => suggestion.user.id,
      );

    expect((await found("illustrator up north")).sort()).toEqual(
      [inLeeds.id, south.user.id].sort(),
    );
    expect(await found("illustrator in the midlands")).toEqual([inStoke.id]);

    expect((await north.move("kendal, CUMBRIA")).status).toBe(200);
    expect((await south.move("Bristol")).status).toBe(200);
    expect((await found("illustrator up north")).sort()).toEqual(
      [inLeeds.id, north.user.id].sort(),
    );
    expect(await found("illustrator in the west country")).toEqual([south.user.id]);
  });

  it("finds a member who writes a profession nobody had, in the next search of that trade", async () => {
    const { client } = await signUpMember(server.url);
    const { db } = server.context;
    const found = async (query: string) =>
      (await client.post<SearchBody>("/api/ai/search-profiles", { query })).body.suggestions.map(
        (suggestion) => suggestion.user.id,
      );
    const inTruro = await makeMember(db, { profession: "Photographer", location: "Truro" });
    const diver = await makeMember(db, { profession: "Diver", location: "Truro" });
    expect(await found("photographer in Truro")).toEqual([inTruro.id]);

    // Written as no member had written it before: one of the trade's professions now.
    await db
      .update(users)
      .set({ profession: "Underwater Photographer" })
      .where(eq(users.id, diver.id));
    expect((await found("photographer in Truro")).sort()).toEqual([inTruro.id, diver.id].sort());
    await db.update(users).set({ profession: "Diver" }).where(eq(users.id, diver.id));
    expect(await found("photographer in Truro")).toEqual([inTruro.id]);
  });

  it("streams the same answer as one JSON event a line", async () => {
    const { client } = await signUpMember(server.url);
    const response = await fetch(`${server.url}/api/ai/search-profiles/stream`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: client.cookieHeader,
        origin: server.url,
      },
      body: JSON.stringify({ query: "xyzzy qwerty" }),
    });
    expect(response.headers.get("content-type")).toMatch(/ndjson/);
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => aiSearchStreamEventSchema.parse(JSON.parse(line)));
    expect(events.map((event) => event.type)).toEqual(["suggestions", "text", "done"]);
    expect(events.at(-1)).toMatchObject({ type: "done", result: { suggestions: [] } });
  });
});

describe("free days as a calendar has them", () => {
  it("finds a member free this weekend as their calendar changes: busy over free, deleted, moved", async () => {
    // "This weekend" read on the evaluation's clock, so it names the same days whenever this runs.
    const app = await startTestApp({}, { now: () => EVAL_NOW });
    const asker = await signUpMember(app.url);
    const member = await signUpMember(app.url);
    const { firstName, lastName } = member.form;
    const profile = { firstName, lastName, profession: "Illustrator", location: "Truro" };
    expect((await member.client.put("/api/users/profile", profile)).status).toBe(200);
    const found = async () =>
      (
        await asker.client.post<SearchBody>("/api/ai/search-profiles", {
          query: "illustrator in Truro free this weekend",
        })
      ).body.suggestions.map((suggestion) => [suggestion.user.id, suggestion.reason]);
    const freeOnSaturday = [[member.user.id, "Illustrator in Truro · free 28 Nov"]];
    const mark = (date: string, status: string) =>
      member.client.post("/api/availability", { date, status, invitedUsers: [] });

    expect(await found()).toEqual([]);
    const saturday = await mark("2026-11-28", "available");
    expect(saturday.status).toBe(201);
    expect(await found()).toEqual(freeOnSaturday);
    // A free day is one on which everything is available: a busy event on it takes it away.
    const busy = await mark("2026-11-28", "busy");
    expect(await found()).toEqual([]);
    expect((await member.client.delete(`/api/availability/${busy.body.id}`)).status).toBe(204);
    expect(await found()).toEqual(freeOnSaturday);
    const moved = await member.client.put(`/api/availability/${saturday.body.id}`, {
      date: "2026-12-05",
      status: "available",
      invitedUsers: [],
    });
    expect(moved.status).toBe(200);
    expect(await found()).toEqual([]);
    await mark("2026-11-29", "available");
    expect(await found()).toEqual([[member.user.id, "Illustrator in Truro · free 29 Nov"]]);
  });
});

describe("the labelled community", () => {
  let asker: TestClient;
  beforeAll(async () => {
    // Its free days are fixed dates, so its searches read the evaluation's clock, not today's:
    // "this weekend" must mean the same days whenever the tests run.
    const community = await startTestApp({}, { now: () => EVAL_NOW });
    await insertEvalCommunity(community.context.db, generateEvalCommunity());
    asker = new TestClient(community.url);
    const signIn = await asker.post("/api/auth/login", {
      email: `${ASKER_KEY}@eval.atelier.test`,
      password: "eval-community-password",
    });
    expect(signIn.status).toBe(200);
  });

  const search = async (query: string) =>
    (await asker.post<SearchBody>("/api/ai/search-profiles", { query })).body;

  it("finds the menswear stylist in Manchester first, with the reason", async () => {
    const answer = await search("menswaer stylist in Manchster");
    expect(answer.suggestions[0]!.reason).toMatch(
      /^Fashion Stylist in Manchester · menswear in bio/,
    );
    expect(answer.suggestions[0]!.score).toBeGreaterThan(90);
  });

  it("reads slang, dates and verified", async () => {
    const answer = await search("verified MUA in Manchester free this weekend");
    expect(answer.suggestions).toHaveLength(1);
    expect(answer.suggestions[0]!.reason).toBe(
      "Makeup Artist in Manchester · free 28 Nov · verified",
    );
  });

  it("reads remote work and places ruled out", async () => {
    const remote = await search("remote retoucher");
    expect(remote.response).toBe("Found 1 retoucher who works remotely.");
    expect(remote.suggestions[0]!.reason).toBe("Retoucher in Leeds · verified · works remotely");
    const outside = await search("photographer not in London");
    expect(outside.response).toMatch(/^Found \d+ photographers outside London\.$/);
    expect(outside.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of outside.suggestions) {
      expect(suggestion.user.location).not.toMatch(/London/);
    }
  });

  it("says honestly when the town has nobody and widens to the county", async () => {
    const answer = await search("stylist in Truro");
    expect(answer.response).toMatch(
      /^No one in Truro matches; here are the \d+ closest: stylists in Cornwall\./,
    );
  });

  it("answers no-match with nobody", async () => {
    for (const query of ["retoucher in Truro", "astronaut in London", "photographer in Belfast"]) {
      const answer = await search(query);
      expect(answer.suggestions, query).toEqual([]);
      expect(answer.response, query).toMatch(/^No one matches/);
    }
  });
});

/** Starts a server on a random loopback port. */
function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

describe("with a model configured", () => {
  let modelApp: ReturnType<typeof createModelServer>;
  let model: Server;
  let withModel: TestApp;
  let client: TestClient;
  const completion = (content: string) =>
    JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      model: "test",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    });
  const structured = JSON.stringify({
    trades: ["Stylist"],
    places: ["Manchester"],
    excludedPlaces: [],
    keywords: ["menswear"],
    availableFrom: null,
    availableTo: null,
    verifiedOnly: false,
    remote: false,
  });

  beforeAll(async () => {
    modelApp = createModelServer(
      {
        streaming: { chunkSize: 8, chunkIntervalMs: 5 },
        rules: [
          {
            path: "/v1/chat/completions",
            method: "POST",
            match: "body.response_format && contains(body.messages[-1].content, 'Manchester')",
            response: { status: 200, content: completion(structured) },
          },
          {
            path: "/v1/chat/completions",
            method: "POST",
            match: "body.stream",
            response: {
              status: 200,
              content: completion("The model found a menswear stylist in Manchester."),
            },
          },
          {
            path: "/v1/chat/completions",
            method: "POST",
            match: "contains(body.messages[-1].content, 'gibberish')",
            response: {
              status: 200,
              content: completion("Sure! Here are some great people: <table>"),
            },
          },
          {
            path: "/v1/chat/completions",
            method: "POST",
            match: "contains(body.messages[-1].content, 'explode')",
            response: {
              status: 500,
              content: JSON.stringify({
                error: { message: "The server had an error", type: "server_error" },
              }),
            },
          },
          {
            path: "/v1/chat/completions",
            method: "POST",
            match: "contains(body.messages[-1].content, 'Write a post')",
            response: { status: 200, content: completion("A post the model wrote.") },
          },
        ],
      },
      "127.0.0.1",
      0,
    );
    model = await listen(createServer(modelApp));
    withModel = await startTestApp({ AI_BASE_URL: urlOf(model), AI_MODEL: "test-model" });
    await makeMember(withModel.context.db, {
      firstName: "Tailor",
      profession: "Stylist",
      location: "Manchester",
      bio: "Menswear and tailoring.",
    });
    await makeMember(withModel.context.db, {
      firstName: "Other",
      profession: "Stylist",
      location: "Manchester",
      bio: "Bridal.",
    });
    client = (await signUpMember(withModel.url)).client;
  });
  afterAll(() => new Promise((resolve) => model.close(resolve)));

  it("ranks from our database on the model's structured query and streams the model's text", async () => {
    const response = await fetch(`${withModel.url}/api/ai/search-profiles/stream`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: client.cookieHeader,
        origin: withModel.url,
      },
      body: JSON.stringify({ query: "someone for tailoring jobs in Manchester" }),
    });
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => aiSearchStreamEventSchema.parse(JSON.parse(line)));
    const texts = events.filter((event) => event.type === "text");
    expect(texts.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      result: { response: "The model found a menswear stylist in Manchester." },
    });
    if (done?.type !== "done") throw new Error("no result");
    expect(done.result.suggestions.map((s) => s.user.firstName)).toEqual(["Tailor", "Other"]);
    expect(done.result.suggestions[0]!.reason).toBe("Stylist in Manchester · menswear in bio");
  });

  it("falls back to the local engine, with a note, when the model fails or answers nonsense", async () => {
    for (const query of ["explode: stylist in Leeds", "gibberish stylist in Leeds"]) {
      const answer = await client.post<SearchBody>("/api/ai/search-profiles", { query });
      expect(answer.status, query).toBe(200);
      expect(answer.body.response, query).toContain(MODEL_FALLBACK_NOTE);
    }
  });

  it("falls back to the local engine, with a note, when the model is slower than AI_TIMEOUT_MS", async () => {
    // The same model server, answering each request only after 3 seconds.
    const slowModel = await listen(
      createServer((request, response) => {
        setTimeout(() => modelApp(request, response), 3000).unref();
      }),
    );
    try {
      const withSlowModel = await startTestApp({
        AI_BASE_URL: urlOf(slowModel),
        AI_MODEL: "test-model",
        AI_TIMEOUT_MS: "300",
      });
      await makeMember(withSlowModel.context.db, {
        firstName: "Tailor",
        profession: "Stylist",
        location: "Manchester",
        bio: "Menswear and tailoring.",
      });
      const asker = (await signUpMember(withSlowModel.url)).client;
      const started = Date.now();
      const answer = await asker.post<SearchBody>("/api/ai/search-profiles", {
        query: "menswear stylist in Manchester",
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer.body.response).toMatch(/^Found 1 stylist in Manchester/);
      expect(answer.body.response).toContain(MODEL_FALLBACK_NOTE);
      expect(answer.body.suggestions.map((s) => s.user.firstName)).toEqual(["Tailor"]);
      // The admin's generated content, too, comes from the templates rather than waiting.
      expect(await generateText(withSlowModel.config.ai, "Write a post about film")).toMatch(
        /\bfilm\b/,
      );
    } finally {
      slowModel.closeAllConnections();
      await new Promise((resolve) => slowModel.close(resolve));
    }
  });

  it("writes generated content with the model, and with templates without one", async () => {
    expect(await generateText(withModel.config.ai, "Write a post about film")).toBe(
      "A post the model wrote.",
    );
    expect(await generateText(undefined, "Write a post about film")).toMatch(/\bfilm\b/);
  });
});
