import type { SessionUser } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError } from "./errors.ts";

/**
 * One rule about who may do something to a kind of resource, with the refusal the member
 * reads when they may not. Each domain keeps its rules in its own `policy.ts`.
 */
export type Policy<Resource> = {
  refusal: string;
  allows: (actor: SessionUser, resource: Resource) => boolean;
  /** Refuse as 404 instead of 403, where even knowing the resource exists is not for them. */
  hides: boolean;
};

export function policy<Resource>(
  refusal: string,
  allows: (actor: SessionUser, resource: Resource) => boolean,
  options: { hides?: boolean } = {},
): Policy<Resource> {
  return { refusal, allows, hides: options.hides ?? false };
}

/** The rule most resources share: only the member who made it. */
export function ownedBy(actor: SessionUser, resource: { userId: string }): boolean {
  return resource.userId === actor.id;
}

/** The one place an access decision about a resource is made: it passes or throws 403 (or 404). */
export function authorize<Resource>(
  actor: SessionUser,
  rule: Policy<Resource>,
  resource: Resource,
): void {
  if (rule.allows(actor, resource)) return;
  throw rule.hides ? new NotFoundError(rule.refusal) : new ForbiddenError(rule.refusal);
}

/** The resource, or a 404 with the member's message when there is none. */
export function found<T>(resource: T | null | undefined, message: string): T {
  if (resource === null || resource === undefined) throw new NotFoundError(message);
  return resource;
}
