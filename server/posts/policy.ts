import type { Post } from "@contract/posts.ts";
import type { comments } from "../db/schema/index.ts";
import { ownedBy, policy } from "../http/authorize.ts";

/** Only its author deletes a post. */
export const canDeletePost = policy<Post>(
  "You can only delete your own posts.",
  (actor, post) => post.user.id === actor.id,
);

/** Only its author deletes a comment, whoever owns the post. */
export const canDeleteComment = policy<typeof comments.$inferSelect>(
  "You can only delete your own comments.",
  ownedBy,
);
