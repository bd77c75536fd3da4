import { policy } from "../http/authorize.ts";

/** Saved posts and job applications are for the member who saved or sent them. */
export const canSeeSaved = policy<{ id: string }>(
  "This user's saved content is private.",
  (actor, member) => actor.id === member.id,
);
