import { SESSION_NOT_FOUND_MESSAGE } from "@contract/settings.ts";
import type { SessionStore, SessionUser } from "../auth/sessions.ts";
import { NotFoundError } from "../http/errors.ts";

/**
 * Signs the member out of one of their sessions, this one included. Another member's session
 * id is answered exactly like an unknown one, so ids cannot be probed.
 */
export async function endSession(
  { sessions }: { sessions: SessionStore },
  me: SessionUser,
  currentToken: string,
  sessionId: string,
): Promise<{ endedCurrent: boolean }> {
  const { ended, wasCurrent } = await sessions.destroyById(me.id, sessionId, currentToken);
  if (!ended) throw new NotFoundError(SESSION_NOT_FOUND_MESSAGE);
  return { endedCurrent: wasCurrent };
}
