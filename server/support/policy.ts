import { TICKET_NOT_FOUND_MESSAGE } from "@contract/support.ts";
import { ownedBy, policy } from "../http/authorize.ts";

/** A ticket is its member's alone: to anyone else it does not exist. */
export const canUseTicket = policy<{ userId: string }>(TICKET_NOT_FOUND_MESSAGE, ownedBy, {
  hides: true,
});
