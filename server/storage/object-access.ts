import type { FastifyRequest } from "fastify";
import { resolveSession } from "../auth/plugin.ts";
import type { SessionStore } from "../auth/sessions.ts";
import type { ObjectRow } from "./presenter.ts";

/**
 * Who may read a private object (a KYC document): its owner. This is the one place to widen
 * it, e.g. to an admin who has unlocked the panel, once the admin domain has such a check.
 */
export async function canReadPrivateObject(
  request: FastifyRequest,
  object: ObjectRow,
  sessions: SessionStore,
): Promise<boolean> {
  const reader = await resolveSession(request, sessions);
  return reader?.user.id === object.ownerId;
}
