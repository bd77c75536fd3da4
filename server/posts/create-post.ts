import { collectHashtags } from "@contract/hashtags.ts";
import type { Post } from "@contract/posts.ts";
import type { Database } from "../db/client.ts";
import { posts } from "../db/schema/index.ts";
import { findVisiblePost } from "./queries.ts";

export type PostImage = {
  path: string;
  width: number | null;
  height: number | null;
  blurhash: string | null;
};

/**
 * Creates a post. Hashtags follow SPEC §5 again on the server (tags in the text plus those
 * sent), so a client cannot store tags the composer would not have made.
 */
export async function createPost(
  db: Database,
  authorId: string,
  input: { content: string; hashtags: string[]; image: PostImage | null; imageAlt: string | null },
): Promise<Post> {
  const [row] = await db
    .insert(posts)
    .values({
      userId: authorId,
      content: input.content,
      hashtags: collectHashtags(input.content, input.hashtags.join(",")),
      imageUrl: input.image?.path ?? null,
      imageWidth: input.image?.width ?? null,
      imageHeight: input.image?.height ?? null,
      imageBlurhash: input.image?.blurhash ?? null,
      imageAlt: input.image ? input.imageAlt : null,
    })
    .returning({ id: posts.id });
  const created = await findVisiblePost(db, authorId, row!.id);
  return created!;
}
