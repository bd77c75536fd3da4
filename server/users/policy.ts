import { policy } from "../http/authorize.ts";

type Member = { id: string };

/** Analytics (profile views, engagement, new followers) are for the member themselves. */
export const canSeeStats = policy<Member>(
  "Analytics are private to their owner.",
  (actor, member) => actor.id === member.id,
);
