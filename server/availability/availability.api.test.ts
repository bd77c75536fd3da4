import { DATE_REQUIRED_MESSAGE, STATUS_REQUIRED_MESSAGE } from "@contract/availability.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { setPrivacy, signUpMember } from "../test/factories.ts";

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});

describe("availability", () => {
  it("the owner adds, edits and deletes events; invitees see them as invitations", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: guest, user: guestUser } = await signUpMember(server.url);
    const created = await client.post("/api/availability", {
      date: "2026-12-03",
      status: "busy",
      title: "Studio day",
      description: "Lookbook",
      invitedUsers: [guestUser.id, guestUser.id, user.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      date: "2026-12-03",
      status: "busy",
      invitedUsers: [guestUser.id],
      isInvitation: false,
    });
    const guestCalendar = await guest.get(`/api/users/${guestUser.id}/availability`);
    expect(guestCalendar.body).toHaveLength(1);
    expect(guestCalendar.body[0]).toMatchObject({
      id: created.body.id,
      isInvitation: true,
      owner: { id: user.id, firstName: "Test" },
    });
    // Someone looking at the guest's calendar does not see the guest's invitations.
    expect((await client.get(`/api/users/${guestUser.id}/availability`)).body).toEqual([]);

    const edited = await client.put(`/api/availability/${created.body.id}`, {
      date: "2026-12-04",
      status: "available",
      invitedUsers: [],
    });
    expect(edited.body).toMatchObject({
      date: "2026-12-04",
      status: "available",
      invitedUsers: [],
    });
    expect((await guest.get(`/api/users/${guestUser.id}/availability`)).body).toEqual([]);
    expect((await client.delete(`/api/availability/${created.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/users/${user.id}/availability`)).body).toEqual([]);
  });

  it("nobody else may change or delete an event", async () => {
    const { client } = await signUpMember(server.url);
    const { client: other } = await signUpMember(server.url);
    const event = await client.post("/api/availability", {
      date: "2026-12-10",
      status: "available",
    });
    const edit = await other.put(`/api/availability/${event.body.id}`, {
      date: "2026-12-11",
      status: "busy",
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe("You can only change your own calendar.");
    expect((await other.delete(`/api/availability/${event.body.id}`)).status).toBe(403);
  });

  it.each([
    ["no date", { status: "busy" }, DATE_REQUIRED_MESSAGE],
    ["an empty date", { date: "", status: "busy" }, DATE_REQUIRED_MESSAGE],
    [
      "a date in another format",
      { date: "03/12/2026", status: "busy" },
      "Date must be in yyyy-MM-dd format",
    ],
    [
      "a day that does not exist",
      { date: "2026-02-30", status: "busy" },
      "Date must be a real calendar day",
    ],
    ["an unknown status", { date: "2026-12-03", status: "maybe" }, STATUS_REQUIRED_MESSAGE],
    ["no status", { date: "2026-12-03" }, STATUS_REQUIRED_MESSAGE],
  ])("refuses %s", async (_name, body, message) => {
    const { client } = await signUpMember(server.url);
    const response = await client.post("/api/availability", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("refuses inviting members who do not exist", async () => {
    const { client } = await signUpMember(server.url);
    const response = await client.post("/api/availability", {
      date: "2026-12-03",
      status: "busy",
      invitedUsers: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Some invited members do not exist.");
  });

  it("a followers-only calendar is hidden from those who do not follow", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: visitor, user: visitorUser } = await signUpMember(server.url);
    await client.post("/api/availability", { date: "2026-12-03", status: "busy" });
    await setPrivacy(server.context.db, user.id, "followers");
    expect((await visitor.get(`/api/users/${user.id}/availability`)).status).toBe(403);
    await visitor.post(`/api/users/${user.id}/follow`);
    expect((await visitor.get(`/api/users/${user.id}/availability`)).status).toBe(403);
    await client.post(`/api/follow-requests/${visitorUser.id}/approve`);
    expect((await visitor.get(`/api/users/${user.id}/availability`)).body).toHaveLength(1);
  });

  it("who is invited is shown to the owner and the invitees, never to anyone else", async () => {
    const { client, user } = await signUpMember(server.url);
    const { client: guest, user: guestUser } = await signUpMember(server.url);
    const { user: otherGuest } = await signUpMember(server.url);
    const { client: stranger } = await signUpMember(server.url);
    const created = await client.post("/api/availability", {
      date: "2026-12-05",
      status: "busy",
      invitedUsers: [guestUser.id, otherGuest.id],
    });
    const guests = [guestUser.id, otherGuest.id];
    expect(created.body.invitedUsers).toEqual(guests);

    const ownerView = await client.get(`/api/users/${user.id}/availability`);
    expect(ownerView.body[0].invitedUsers).toEqual(guests);
    const guestOnOwnerCalendar = await guest.get(`/api/users/${user.id}/availability`);
    expect(guestOnOwnerCalendar.body[0].invitedUsers).toEqual(guests);
    const guestOwnCalendar = await guest.get(`/api/users/${guestUser.id}/availability`);
    expect(guestOwnCalendar.body[0]).toMatchObject({ isInvitation: true, invitedUsers: guests });

    const strangerView = await stranger.get(`/api/users/${user.id}/availability`);
    expect(strangerView.status).toBe(200);
    expect(strangerView.body).toHaveLength(1);
    expect(strangerView.body[0]).toMatchObject({ id: created.body.id, invitedUsers: [] });
  });
});
