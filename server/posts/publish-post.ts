import { collectHashtags } from "@contract/hashtags.ts";
import type { Post } from "@contract/posts.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { posts } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { canDeletePost } from "./policy.ts";
import { findVisiblePost, visiblePost } from "./queries.ts";

/**
 * Publishes a post. Its image must be one of the author's own uploads. Hashtags are worked out
 * again on the server with the composer's rule (tags written in the text plus those sent), so a
 * client cannot store tags the composer would not have made.
 */
export async function publishPost(
  db: Database,
  author: SessionUser,
  input: {
    content: string;
    hashtags: string[];
    imageUrl?: string | null | undefined;
    imageAlt?: string | null | undefined;
  },
): Promise<Post> {
  const image = input.imageUrl
    ? await findOwnedObject(db, author.id, input.imageUrl, "post")
    : null;
  if (input.imageUrl && !image) throw new BadRequestError("That image is not one of your uploads.");
  const [row] = await db
    .insert(posts)
    .values({
      userId: author.id,
      content: input.content,
      hashtags: collectHashtags(input.content, input.hashtags.join(",")),
      imageUrl: image?.path ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
      imageBlurhash: image?.blurhash ?? null,
      imageAlt: image ? (input.imageAlt ?? null) : null,
    })
    .returning({ id: posts.id });
  const created = await findVisiblePost(db, author.id, row!.id);
  return created!;
}

/** Its author deletes a post, with its comments, likes, bookmarks and views. */
export async function deletePost(db: Database, actor: SessionUser, postId: string): Promise<void> {
  const post = await visiblePost(db, actor.id, postId);
  authorize(actor, canDeletePost, post);
  await deletePostRow(db, post.id);
}

/** Deletes a post; its comments, likes, bookmarks and views go with it by cascade. */
export async function deletePostRow(db: Database, postId: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, postId));
}
