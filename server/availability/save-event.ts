import type { AvailabilityEvent, SaveAvailabilityInput } from "@contract/availability.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { availabilityEvents } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { publishNotifications } from "../notifications/notify.ts";
import { recordInvitations } from "./notify-invitees.ts";
import { canChangeAvailabilityEvent } from "./policy.ts";
import { existingInvitees, findEvent, presentEvent } from "./queries.ts";

export const EVENT_NOT_FOUND_MESSAGE = "Event not found.";

type EventInput = Omit<SaveAvailabilityInput, "invitedUsers"> & { invitedUsers: string[] };

/** The invitees as stored: real members other than the owner, each once; a stranger id is refused. */
async function checkedInvitees(db: Database, ownerId: string, ids: string[]) {
  const invitees = await existingInvitees(db, ownerId, ids);
  if (invitees.unknown.length > 0) {
    throw new BadRequestError("Some invited members do not exist.");
  }
  return invitees.valid;
}

async function ownEvent(db: Database, actor: SessionUser, eventId: string) {
  const event = found(await findEvent(db, eventId), EVENT_NOT_FOUND_MESSAGE);
  authorize(actor, canChangeAvailabilityEvent, event);
  return event;
}

/** Adds an event to the member's calendar; new invitees hear of it once it is stored. */
export async function addAvailabilityEvent(
  context: Pick<AppContext, "db" | "events">,
  owner: SessionUser,
  input: EventInput,
): Promise<AvailabilityEvent> {
  const invitedUsers = await checkedInvitees(context.db, owner.id, input.invitedUsers);
  const { row, invitations } = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(availabilityEvents)
      .values(Object.assign({}, input, { userId: owner.id, invitedUsers }))
      .returning();
    return { row: row!, invitations: await recordInvitations(tx, owner, row!, [], invitedUsers) };
  });
  await publishNotifications(context.events, invitations);
  return presentEvent(row, owner.id);
}

/** Changes one of the member's events; only members invited by this change hear of it. */
export async function updateAvailabilityEvent(
  context: Pick<AppContext, "db" | "events">,
  actor: SessionUser,
  eventId: string,
  input: EventInput,
): Promise<AvailabilityEvent> {
  const event = await ownEvent(context.db, actor, eventId);
  const invitedUsers = await checkedInvitees(context.db, actor.id, input.invitedUsers);
  const { row, invitations } = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(availabilityEvents)
      .set(Object.assign({}, input, { invitedUsers }))
      .where(eq(availabilityEvents.id, event.id))
      .returning();
    const invitations = await recordInvitations(tx, actor, row!, event.invitedUsers, invitedUsers);
    return { row: row!, invitations };
  });
  await publishNotifications(context.events, invitations);
  return presentEvent(row, actor.id);
}

export async function deleteAvailabilityEvent(
  db: Database,
  actor: SessionUser,
  eventId: string,
): Promise<void> {
  const event = await ownEvent(db, actor, eventId);
  await db.delete(availabilityEvents).where(eq(availabilityEvents.id, event.id));
}
