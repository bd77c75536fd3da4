import type { FastifyRequest } from "fastify";
import type { ObjectRow } from "./presenter.ts";

/**
 * Who may read a private object (a KYC document): its owner. This is the one place to widen
 * it, e.g. to an admin who has unlocked the panel, once the admin domain has such a check.
 */
export function canReadPrivateObject(request: FastifyRequest, object: ObjectRow): boolean {
  return request.user?.id === object.ownerId;
}
