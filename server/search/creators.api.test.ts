import { beforeAll, describe, expect, it } from "vitest";
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
    const saved = await client.put("/api/users/profile", {
      firstName: "Wilhelmina",
      lastName: "Quillfeather",
      bio: "",
      profession: "Illustrator",
      location: "Llanfairpwllgwyngyll, Anglesey",
      website: "",
      phone: "",
      profileImageUrl: "",
    });
    expect(saved.status).toBe(200);
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
