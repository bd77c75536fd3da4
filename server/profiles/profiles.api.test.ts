import {
  BIO_TOO_LONG_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PHONE_MESSAGE,
  WEBSITE_MESSAGE,
} from "@contract/profile.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { png } from "../storage/test-media.ts";
import { uploadObject } from "../storage/test-uploads.ts";
import { startTestApp, type TestApp } from "../test/app.ts";
import { signUpMember } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

const validProfile = {
  firstName: "Ada",
  lastName: "Okafor",
  bio: "Portrait photographer.",
  profession: "Photographer",
  location: "Leeds",
  website: "https://ada.example",
  phone: "07700 900123",
  profileImageUrl: "",
};

describe("PUT /api/users/profile", () => {
  it("saves the profile and shows it on the member's page", async () => {
    const { client, user } = await signUpMember(server.url);
    const response = await client.put("/api/users/profile", validProfile);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...validProfile, profileImageUrl: null });
    const shown = await client.get(`/api/users/${user.id}`);
    expect(shown.body).toMatchObject({ bio: "Portrait photographer.", location: "Leeds" });
  });

  it.each([
    ["a blank first name", { firstName: " " }, NAME_REQUIRED_MESSAGE],
    ["a 501-character bio", { bio: "b".repeat(501) }, BIO_TOO_LONG_MESSAGE],
    ["a website without http(s)", { website: "javascript:alert(1)" }, WEBSITE_MESSAGE],
    ["a website that is not a URL", { website: "my site" }, WEBSITE_MESSAGE],
    ["a phone that is not a UK number", { phone: "12345" }, PHONE_MESSAGE],
    [
      "a profession off the list",
      { profession: "Astronaut" },
      "Please choose a profession from the list.",
    ],
    [
      "a 101-character location",
      { location: "l".repeat(101) },
      "Location can be at most 100 characters.",
    ],
  ])("refuses %s", async (_name, change, message) => {
    const { client, user } = await signUpMember(server.url);
    const response = await client.put("/api/users/profile", { ...validProfile, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await client.get(`/api/users/${user.id}`)).body.firstName).toBe("Test");
  });

  it("accepts a 500-character bio, +44 numbers and empty optional fields", async () => {
    const { client } = await signUpMember(server.url);
    const response = await client.put("/api/users/profile", {
      ...validProfile,
      bio: "b".repeat(500),
      phone: "+44 20 7946 0958",
    });
    expect(response.status).toBe(200);
    const cleared = await client.put("/api/users/profile", {
      firstName: "Ada",
      lastName: "Okafor",
      bio: "",
      website: "",
      phone: "",
      profession: "",
      location: "",
    });
    expect(cleared.body).toMatchObject({ bio: null, website: null, phone: null, profession: null });
  });
});

describe("where a member is based", () => {
  it.each(["York", "Ynys Môn", "Stoke-on-Trent", "  Bishop's Stortford  "])(
    "a town given at sign-up (%s) can be saved again with the profile",
    async (town) => {
      const { client, user } = await signUpMember(server.url, { location: town });
      expect(user.location).toBe(town.trim());
      const saved = await client.put("/api/users/profile", {
        ...validProfile,
        location: user.location,
        bio: "New bio",
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ location: town.trim(), bio: "New bio" });
    },
  );
});

describe("PUT /api/profile/image", () => {
  it("sets the photo from the member's own profile upload, and refuses anyone else's", async () => {
    const { client } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const photo = await uploadObject(client, await png(), "image/png", "profile");
    const stolen = await other.put("/api/profile/image", { imageURL: photo.objectPath });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe("That photo is not one of your uploads.");
    const response = await client.put("/api/profile/image", { imageURL: photo.objectPath });
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toBe(photo.objectPath);
  });
});

describe("GET /api/users/:id", () => {
  it("records one profile view per viewer per day, never the owner's nor a blocked member's", async () => {
    const { client: owner, user } = await signUpMember(server.url);
    const { client: visitor } = await signUpMember(server.url);
    const blocked = await signUpMember(server.url);
    await owner.post(`/api/users/${blocked.user.id}/block`);
    await owner.get(`/api/users/${user.id}`);
    await visitor.get(`/api/users/${user.id}`);
    await visitor.get(`/api/users/${user.id}`);
    expect((await blocked.client.get(`/api/users/${user.id}`)).status).toBe(404);
    const stats = await owner.get(`/api/users/${user.id}/stats`);
    expect(stats.body.profileViews).toBe(1);
  });

  it("tells whether the viewer may see the member's content", async () => {
    const { client: owner, user } = await signUpMember(server.url);
    const { client: visitor } = await signUpMember(server.url);
    await owner.post("/api/posts", { content: "one" });
    await owner.post("/api/posts", { content: "two" });
    expect((await visitor.get(`/api/users/${user.id}`)).body).toMatchObject({
      contentVisible: true,
      postsCount: 2,
    });
    await owner.put("/api/settings/privacy", {
      profileVisibility: "private",
      showEmail: false,
      showPhone: false,
      allowMessages: true,
    });
    const hidden = await visitor.get(`/api/users/${user.id}`);
    expect(hidden.body).toMatchObject({
      id: user.id,
      firstName: "Test",
      contentVisible: false,
      postsCount: null,
    });
    expect((await owner.get(`/api/users/${user.id}`)).body.contentVisible).toBe(true);
  });
});
