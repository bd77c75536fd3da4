import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { type PendingNotification, recordNotification } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";

/**
 * Notifications for the members newly invited to an event, stored with the event; those
 * invited before heard already.
 */
export async function recordInvitations(
  tx: Database,
  owner: SessionUser,
  event: { date: string; title: string | null },
  invitedBefore: string[],
  invitedNow: string[],
): Promise<(PendingNotification | null)[]> {
  const fresh = invitedNow.filter((id) => !invitedBefore.includes(id));
  const what = event.title ? `"${event.title}"` : "an event";
  const pending: (PendingNotification | null)[] = [];
  for (const id of fresh) {
    pending.push(
      await recordNotification(tx, id, owner.id, {
        type: "invite",
        title: "Calendar invitation",
        message: `${fullName(owner)} invited you to ${what} on ${event.date}.`,
        link: `/profile/${owner.id}`,
      }),
    );
  }
  return pending;
}
