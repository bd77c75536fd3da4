import { collectHashtags } from "@contract/hashtags.ts";
import type { Post } from "@contract/posts.ts";
import { objectIdFromPath } from "@contract/uploads.ts";
import { and, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database, Transaction } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { objects, postColumns, posts } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { variantKeys } from "../storage/object-store.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { shownNowhere } from "../storage/references.ts";
import { canDeletePost } from "./policy.ts";
import { presentPost, visiblePost } from "./queries.ts";

/**
 * A post's insert, built once: under a load of new posts, Drizzle building statements and
 * mapping their rows was a fifth of the server's time.
 */
function insertPost(db: Database) {
  const given = (column: string) => sql.placeholder(column);
  return namedStatement(db, "publish_post", (name) =>
    db
      .insert(posts)
      .values({
        userId: given("userId"),
        content: given("content"),
        hashtags: given("hashtags"),
        imageUrl: given("imageUrl"),
        imageWidth: given("imageWidth"),
        imageHeight: given("imageHeight"),
        imageBlurhash: given("imageBlurhash"),
        imageAlt: given("imageAlt"),
      })
      .returning(postColumns)
      .prepare(name),
  );
}

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
  const [row] = await insertPost(db).execute({
    userId: author.id,
    content: input.content,
    hashtags: collectHashtags(input.content, input.hashtags.join(",")),
    imageUrl: image?.path ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    imageBlurhash: image?.blurhash ?? null,
    imageAlt: image ? (input.imageAlt ?? null) : null,
  });
  // Answered from the row just written and the author's own session: a new post has no likes.
  const { id, firstName, lastName, profileImageUrl, profession, isVerified } = author;
  return presentPost({
    post: row!,
    author: { id, firstName, lastName, profileImageUrl, profession, isVerified },
    isLiked: false,
  });
}

/** Its author deletes a post. */
export async function deletePost(
  context: Pick<AppContext, "db" | "objects">,
  actor: SessionUser,
  postId: string,
): Promise<void> {
  const post = await visiblePost(context.db, actor.id, postId);
  authorize(actor, canDeletePost, post);
  await removePosts(context, [post.id]);
}

/**
 * Deletes posts with their comments, likes, bookmarks and views (by cascade) and the uploaded
 * images no remaining post shows: their rows in the transaction, their bytes once it has
 * committed. `alsoInTransaction` joins the same transaction (an admin's audit line) and is given
 * the ids that were really deleted. Answers those ids.
 */
export async function removePosts(
  { db, objects: { store } }: Pick<AppContext, "db" | "objects">,
  postIds: readonly string[],
  alsoInTransaction?: (tx: Transaction, deletedIds: string[]) => Promise<void>,
): Promise<string[]> {
  const { deletedIds, images } = await db.transaction(async (tx) => {
    const removed = await removePostRows(tx, postIds);
    await alsoInTransaction?.(tx, removed.deletedIds);
    return removed;
  });
  await forgetImages(store, images);
  return deletedIds;
}

/**
 * The rows of removePosts, for a caller with its own transaction: the posts, and the image
 * objects no remaining post shows, whose bytes the caller passes to forgetImages once committed.
 */
export async function removePostRows(tx: Transaction, postIds: readonly string[]) {
  const deleted = await tx
    .delete(posts)
    .where(inArray(posts.id, [...postIds]))
    .returning({ id: posts.id, imageUrl: posts.imageUrl });
  return {
    deletedIds: deleted.map((post) => post.id),
    images: await removeUnshownImages(tx, deleted),
  };
}

/** Deletes the stored bytes (every variant) of image objects whose rows are already gone. */
export async function forgetImages(
  store: AppContext["objects"]["store"],
  images: { id: string; contentType: string }[],
) {
  await store.delete(images.flatMap(variantKeys));
}

/**
 * The deleted posts' images that nothing else shows: another post, or the profile photo or
 * portfolio item the same upload became.
 */
async function removeUnshownImages(tx: Transaction, deleted: { imageUrl: string | null }[]) {
  const ids = [...new Set(deleted.flatMap((post) => objectIdFromPath(post.imageUrl ?? "") ?? []))];
  if (ids.length === 0) return [];
  return tx
    .delete(objects)
    .where(and(inArray(objects.id, ids), shownNowhere(objects.id)))
    .returning({ id: objects.id, contentType: objects.contentType });
}
