import type { AppContext } from "../context.ts";
import { blockedEitherWay } from "../users/privacy.ts";
import { findConversation } from "./queries.ts";

/**
 * Tells a member that someone is writing to them, only within a conversation they already
 * share and never across a block: typing is no way to reach a stranger.
 */
export async function relayTyping(
  { db, events }: Pick<AppContext, "db" | "events">,
  writerId: string,
  readerId: string,
) {
  if (writerId === readerId) return;
  if (!(await findConversation(db, writerId, readerId))) return;
  if (await blockedEitherWay(db, writerId, readerId)) return;
  await events.publish(readerId, { type: "typing", data: { userId: writerId } });
}
