import { collectHashtags } from "@contract/hashtags.ts";
import { type CreatePostInput, createPostSchema } from "@contract/posts.ts";
import { z } from "zod";

/** What the composer edits: the text, the hashtag field, the image's description and path. */
export type ComposerFields = {
  content: string;
  hashtags: string;
  imageAlt: string;
  imagePath: string | null;
};

export const EMPTY_COMPOSER: ComposerFields = {
  content: "",
  hashtags: "",
  imageAlt: "",
  imagePath: null,
};

/**
 * The composer read into the post the server takes (tags from the field and from #words in the
 * text, a description only with an image), then checked by the same schema the server uses.
 */
export const composerSchema = z
  .object({
    content: z.string(),
    hashtags: z.string(),
    imageAlt: z.string(),
    imagePath: z.string().nullable(),
  })
  .transform(
    ({ content, hashtags, imageAlt, imagePath }): CreatePostInput => ({
      content: content.trim(),
      hashtags: collectHashtags(content, hashtags),
      ...(imagePath ? { imageUrl: imagePath } : {}),
      ...(imagePath && imageAlt.trim() ? { imageAlt: imageAlt.trim() } : {}),
    }),
  )
  .pipe(createPostSchema);
