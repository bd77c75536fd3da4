import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";

let server: TestApp;
let searcher: TestClient;
beforeAll(async () => {
  server = await startTestApp();
  searcher = (await signUpMember(server.url)).client;
  await signUpMember(server.url, {
    firstName: "Chidinma",
    lastName: "Okonkwo-Bright",
    profession: "videographer",
    location: "Glasgow",
    bio: "Music videos and documentary work.",
  });
  await signUpMember(server.url, {
    firstName: "Bartholomew",
    lastName: "Fairweather",
    profession: "stylist",
    location: "Bristol",
    bio: "Editorial styling with a love of documentary colour.",
  });
});

const names = (body: { lastName: string }[]) => body.map((creator) => creator.lastName);

/** Saves the member's profile with these words, and no website, phone or photo. */
async function saveProfile(
  client: TestClient,
  words: { firstName: string; lastName: string; bio: string; profession: string; location: string },
) {
  const saved = await client.put("/api/users/profile", {
    ...words,
    website: "",
    phone: "",
    profileImageUrl: "",
  });
  expect(saved.status).toBe(200);
}

describe("GET /api/search/users", () => {
  it("finds a member by a misspelt surname", async () => {
    const response = await searcher.get("/api/search/users?q=okonkow");
    expect(response.status).toBe(200);
    expect(names(response.body)).toContain("Okonkwo-Bright");
    expect(response.body[0]).toMatchObject({
      firstName: "Chidinma",
      profession: "Videographer",
      location: "Glasgow",
      bio: "Music videos and documentary work.",
    });
    expect(response.body[0]).not.toHaveProperty("email");
  });

  it("matches profession, location and bio, name matches first", async () => {
    expect(names((await searcher.get("/api/search/users?q=glasgow")).body)).toEqual([
      "Okonkwo-Bright",
    ]);
    const documentary = names((await searcher.get("/api/search/users?q=documentary")).body);
    expect(documentary).toEqual(expect.arrayContaining(["Okonkwo-Bright", "Fairweather"]));
    const byName = names((await searcher.get("/api/search/users?q=fairweathr")).body);
    expect(byName[0]).toBe("Fairweather");
  });

  it("finds a member by a misspelling of the name and town they change to", async () => {
    const { client, user } = await signUpMember(server.url, { firstName: "Wilhelmina" });
    const misspelt = "/api/search/users?q=quilfether%20llanfairpwl";
    expect(names((await searcher.get(misspelt)).body)).toEqual([]);
    await saveProfile(client, {
      firstName: "Wilhelmina",
      lastName: "Quillfeather",
      bio: "",
      profession: "Illustrator",
      location: "Llanfairpwllgwyngyll, Anglesey",
    });
    const found = (await searcher.get(misspelt)).body;
    expect(found.map((creator: { id: string }) => creator.id)).toEqual([user.id]);
    // The words of the old name no longer find them.
    expect(names((await searcher.get(`/api/search/users?q=${user.lastName}`)).body)).not.toContain(
      "Quillfeather",
    );
  });

  it("filters by the Network page's profession categories", async () => {
    const styling = await searcher.get("/api/search/users?profession=Styling");
    expect(names(styling.body)).toEqual(["Fairweather"]);
    const videography = await searcher.get(
      "/api/search/users?q=documentary&profession=Videography",
    );
    expect(names(videography.body)).toEqual(["Okonkwo-Bright"]);
    expect((await searcher.get("/api/search/users?profession=Astronauts")).status).toBe(400);
  });

  it("needs more than 2 characters and pages with offset and limit", async () => {
    const short = await searcher.get("/api/search/users?q=ok");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Please type more than 2 characters to search.");
    const first = await searcher.get("/api/search/users?limit=1");
    const second = await searcher.get("/api/search/users?limit=1&offset=1");
    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);
  });

  it("needs a signed-in member", async () => {
    expect((await new TestClient(server.url).get("/api/search/users?q=abc")).status).toBe(401);
  });
});

describe("the rankings an instance keeps for repeated queries", () => {
  it("serves a kept ranking to every searcher while nothing a search reads has changed", async () => {
    const { user } = await signUpMember(server.url, {
      firstName: "Persephone",
      lastName: "Applethwaite",
    });
    const other = (await signUpMember(server.url)).client;
    const query = "/api/search/users?q=appelthwaite";
    expect((await searcher.get(query)).body.map((found: { id: string }) => found.id)).toEqual([
      user.id,
    ]);
    // A change the count does not see (the trigger held back, as a bulk load does): the kept
    // ranking still finds her by her old name, and shows her row as it is now.
    await server.context.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ lastName: "Bramblecombe" }).where(eq(users.id, user.id));
    });
    const kept = (await other.get(query)).body;
    expect(names(kept)).toEqual(["Bramblecombe"]);
    // Any counted change (this member saving their profile) and the query is ranked again.
    await saveProfile(other, {
      firstName: "Ottoline",
      lastName: "Marchbanks",
      bio: "",
      profession: "Stylist",
      location: "",
    });
    expect((await other.get(query)).body).toEqual([]);
  });

  it("ranks again when a suspension ends or a bio changes", async () => {
    const { user, client } = await signUpMember(server.url, {
      firstName: "Cressida",
      lastName: "Wolstenholme",
    });
    const db = server.context.db;
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const byName = "/api/search/users?q=wolstenholme";
    expect((await searcher.get(byName)).body).toEqual([]);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, user.id));
    expect(names((await searcher.get(byName)).body)).toEqual(["Wolstenholme"]);
    const byBio = "/api/search/users?q=daguerreotypes";
    expect((await searcher.get(byBio)).body).toEqual([]);
    await saveProfile(client, {
      firstName: "Cressida",
      lastName: "Wolstenholme",
      bio: "Wet-plate portraits and daguerreotypes.",
      profession: "Photographer",
      location: "Hebden Bridge",
    });
    expect(names((await searcher.get(byBio)).body)).toEqual(["Wolstenholme"]);
  });

  it("finds a member who joins after their words were searched for", async () => {
    const query = "/api/search/users?q=zephyrine";
    expect((await searcher.get(query)).body).toEqual([]);
    await signUpMember(server.url, { firstName: "Zephyrine", lastName: "Oakenshaw" });
    expect(names((await searcher.get(query)).body)).toEqual(["Oakenshaw"]);
  });

  it("hides a member blocked after the ranking was kept, from both sides, and fills the page past them", async () => {
    const vance = await signUpMember(server.url, {
      firstName: "Leopoldine",
      lastName: "Hetherington-Vance",
    });
    const moss = await signUpMember(server.url, {
      firstName: "Marmaduke",
      lastName: "Hetherington-Moss",
    });
    const { client: blocker } = await signUpMember(server.url);
    const query = "/api/search/users?q=hetherington";
    const both = names((await blocker.get(query)).body);
    expect(both.sort()).toEqual(["Hetherington-Moss", "Hetherington-Vance"]);
    const [first] = names((await blocker.get(`${query}&limit=1`)).body);
    const [firstMember, second] =
      first === "Hetherington-Vance" ? [vance, "Hetherington-Moss"] : [moss, "Hetherington-Vance"];
    const blockerName = (await blocker.get("/api/auth/user")).body.lastName;
    const blockerSearch = `/api/search/users?q=${blockerName}`;
    expect(names((await firstMember.client.get(blockerSearch)).body)).toContain(blockerName);
    expect((await blocker.post(`/api/users/${firstMember.user.id}/block`, {})).status).toBe(200);
    // The first page of one now skips the member blocked; there is no second page.
    expect(names((await blocker.get(`${query}&limit=1`)).body)).toEqual([second]);
    expect((await blocker.get(`${query}&limit=1&offset=1`)).body).toEqual([]);
    // Nor does the member blocked find whoever blocked them; others still find both.
    expect(names((await firstMember.client.get(blockerSearch)).body)).not.toContain(blockerName);
    expect(names((await searcher.get(query)).body).sort()).toEqual(both.sort());
  });
});
