import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import type { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";

let server: TestApp;
let searcher: TestClient;
beforeAll(async () => {
  server = await startTestApp();
  searcher = (await signUpMember(server.url, { firstName: "Searcher", location: "" })).client;
  const members = [
    { firstName: "Amelia", lastName: "Hughes", profession: "photographer", location: "London" },
    { firstName: "Amelie", lastName: "Hughson", profession: "stylist", location: "Leeds" },
    { firstName: "Jamal", lastName: "Ahmed", profession: "videographer", location: "Manchester" },
    { firstName: "Priya", lastName: "Stone", profession: "photographer", location: "Bristol" },
    { firstName: "Tom", lastName: "Bristow", profession: "model", location: "Cardiff" },
    { firstName: "Zoë", lastName: "Ó Briain", profession: "other", location: "" },
  ] as const;
  for (const member of members) await signUpMember(server.url, member);
});

const fullNames = (body: { firstName: string; lastName: string }[]) =>
  body.map((member) => `${member.firstName} ${member.lastName}`);

async function creators(q: string) {
  const response = await searcher.get(`/api/search/users?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return fullNames(response.body);
}

async function headerSearch(q: string) {
  const response = await searcher.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return fullNames(response.body.users);
}

describe("typo-tolerant member search", () => {
  it.each([
    ["swapped letters in both names", "Ameila Hughs", "Amelia Hughes"],
    ["a doubled letter and a wrong vowel", "Jamall Ahmad", "Jamal Ahmed"],
    ["a swapped pair in the town, with a trade", "Brsitol photographer", "Priya Stone"],
    ["a missing letter", "Amlia", "Amelia Hughes"],
    ["an extra letter", "Hugheso", "Amelia Hughes"],
  ])("finds the member through %s, best match first", async (_case, query, expected) => {
    expect((await creators(query))[0]).toBe(expected);
    expect((await headerSearch(query))[0]).toBe(expected);
  });

  it("needs every word to match, so a second word narrows the list", async () => {
    expect(await creators("Amelia")).toEqual(
      expect.arrayContaining(["Amelia Hughes", "Amelie Hughson"]),
    );
    expect(await creators("Amelia Leeds")).toEqual(["Amelie Hughson"]);
    expect(await creators("Brsitol photographer")).not.toContain("Tom Bristow");
  });

  it("still finds a member by the start of a word, and by names with accents", async () => {
    expect(await creators("Ahm")).toEqual(["Jamal Ahmed"]);
    expect(await creators("Briain")).toEqual(["Zoë Ó Briain"]);
  });

  it("does not stretch short words into anything", async () => {
    expect(await creators("Tim")).toContain("Tom Bristow");
    expect(await creators("Tam")).toContain("Tom Bristow");
    expect(await creators("Txx")).toEqual([]);
  });
});
