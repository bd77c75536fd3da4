import { describe, expect, it } from "vitest";
import { filterInviteSuggestions } from "./invites.ts";

const person = (id: string, firstName: string, lastName: string, profession: string | null) => ({
  id,
  firstName,
  lastName,
  profession,
  profileImageUrl: null,
  location: null,
});

const people = [
  person("1", "Amelia", "Hughes", "Photographer"),
  person("2", "Oliver", "Bennett", "Videographer"),
  person("3", "Priya", "Shah", "Stylist"),
  person("4", "Noah", "Patel", "Photographer"),
  person("5", "Isla", "Morgan", "Model"),
  person("6", "Leo", "Clarke", "Graphic Designer"),
  person("7", "Ava", "Wright", null),
];

describe("filterInviteSuggestions", () => {
  it("matches the full name, case-insensitively, across first and last name", () => {
    expect(filterInviteSuggestions(people, [], "amelia hug").map((p) => p.id)).toEqual(["1"]);
    expect(filterInviteSuggestions(people, [], "SHAH").map((p) => p.id)).toEqual(["3"]);
  });

  it("matches the profession", () => {
    expect(filterInviteSuggestions(people, [], "photo").map((p) => p.id)).toEqual(["1", "4"]);
    expect(filterInviteSuggestions(people, [], "grapher").map((p) => p.id)).toEqual([
      "1",
      "2",
      "4",
    ]);
  });

  it("leaves out members already invited", () => {
    expect(filterInviteSuggestions(people, ["1"], "photo").map((p) => p.id)).toEqual(["4"]);
  });

  it("shows at most five", () => {
    expect(filterInviteSuggestions(people, [], "")).toHaveLength(5);
    expect(filterInviteSuggestions(people, ["1", "2"], "  ").map((p) => p.id)).toEqual([
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
  });

  it("finds nothing for text nobody matches", () => {
    expect(filterInviteSuggestions(people, [], "zzz")).toEqual([]);
  });
});
