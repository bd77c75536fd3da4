import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { notifyMember } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";

/** Tells the members newly invited to an event; those invited before heard already. */
export async function notifyNewInvitees(
  context: Pick<AppContext, "db" | "events">,
  owner: SessionUser,
  event: { date: string; title: string | null },
  invitedBefore: string[],
  invitedNow: string[],
) {
  const fresh = invitedNow.filter((id) => !invitedBefore.includes(id));
  const what = event.title ? `"${event.title}"` : "an event";
  await Promise.all(
    fresh.map((id) =>
      notifyMember(context, id, owner.id, {
        type: "invite",
        title: "Calendar invitation",
        message: `${fullName(owner)} invited you to ${what} on ${event.date}.`,
      }),
    ),
  );
}
