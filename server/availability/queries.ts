import type { AvailabilityEvent } from "@contract/availability.ts";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { availabilityEvents, users } from "../db/schema/index.ts";
import { assertContentVisible } from "../users/privacy.ts";

type EventRow = typeof availabilityEvents.$inferSelect;

/**
 * Events whose guest list holds the member, written as containment so that the guest lists'
 * GIN index answers it (`= any(...)` would read every event of every member).
 */
export function invitesMember(memberId: string): SQL {
  return sql`${availabilityEvents.invitedUsers} @> array[${memberId}::uuid]`;
}

/**
 * Who is invited is private to the event: the owner and the invitees see the guest list,
 * anyone else looking at the calendar sees an event with nobody listed.
 */
function guestListFor(row: EventRow, viewerId: string): string[] {
  const maySee = row.userId === viewerId || row.invitedUsers.includes(viewerId);
  return maySee ? row.invitedUsers : [];
}

export function presentEvent(
  row: EventRow,
  viewerId: string,
  invitation?: { id: string; firstName: string | null; lastName: string | null },
): AvailabilityEvent {
  return {
    id: row.id,
    userId: row.userId,
    date: row.date,
    status: row.status,
    title: row.title,
    description: row.description,
    invitedUsers: guestListFor(row, viewerId),
    isInvitation: invitation !== undefined,
    ...(invitation ? { owner: invitation } : {}),
  };
}

/**
 * A member's calendar as the viewer may see it: their own events, and on their own calendar
 * only, the events others invited them to.
 */
export async function calendarFor(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<AvailabilityEvent[]> {
  await assertContentVisible(db, viewerId, memberId);
  return listCalendar(db, viewerId, memberId);
}

/** A member's own events; on their own calendar, also the events others invited them to. */
async function listCalendar(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<AvailabilityEvent[]> {
  const includeInvitations = memberId === viewerId;
  const own = await db
    .select()
    .from(availabilityEvents)
    .where(eq(availabilityEvents.userId, memberId))
    .orderBy(asc(availabilityEvents.date), asc(availabilityEvents.createdAt));
  if (!includeInvitations) return own.map((row) => presentEvent(row, viewerId));
  const invited = await db
    .select({
      event: availabilityEvents,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(availabilityEvents)
    .innerJoin(users, eq(users.id, availabilityEvents.userId))
    .where(and(invitesMember(memberId), ne(availabilityEvents.userId, memberId)))
    .orderBy(asc(availabilityEvents.date));
  return [
    ...own.map((row) => presentEvent(row, viewerId)),
    ...invited.map(({ event, owner }) => presentEvent(event, viewerId, owner)),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

export async function findEvent(db: Database, id: string) {
  const [row] = await db.select().from(availabilityEvents).where(eq(availabilityEvents.id, id));
  return row ?? null;
}

/** The ids among `ids` that are real members other than `ownerId`, without repeats. */
export async function existingInvitees(db: Database, ownerId: string, ids: string[]) {
  const unique = [...new Set(ids)].filter((id) => id !== ownerId);
  if (unique.length === 0) return { valid: [], unknown: [] };
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
  const known = new Set(found.map((row) => row.id));
  return {
    valid: unique.filter((id) => known.has(id)),
    unknown: unique.filter((id) => !known.has(id)),
  };
}
