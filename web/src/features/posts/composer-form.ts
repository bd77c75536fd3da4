import { collectHashtags, MAX_HASHTAGS } from "@contract/hashtags.ts";
import { type CreatePostInput, createPostSchema } from "@contract/posts.ts";
import { z } from "zod/mini";
import { splitHashtags } from "./posts.ts";

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
export const composerSchema = z.pipe(
  z.pipe(
    z.object({
      content: z.string(),
      hashtags: z.string(),
      imageAlt: z.string(),
      imagePath: z.nullable(z.string()),
    }),
    z.transform(
      ({ content, hashtags, imageAlt, imagePath }): CreatePostInput => ({
        content: content.trim(),
        hashtags: collectHashtags(content, hashtags),
        ...(imagePath ? { imageUrl: imagePath } : {}),
        ...(imagePath && imageAlt.trim() ? { imageAlt: imageAlt.trim() } : {}),
      }),
    ),
  ),
  createPostSchema,
);

export const HASHTAG_LIMIT_MESSAGE = `Only the first ${MAX_HASHTAGS} hashtags are kept.`;

/**
 * Whether the text and the field hold more distinct tags than a post keeps: each entry is read
 * as `collectHashtags` reads it, without its cap, so the composer can say what is dropped.
 */
export function hasTooManyHashtags(content: string, field: string): boolean {
  const entries = [
    ...splitHashtags(content)
      .filter((part) => part.isTag)
      .map((part) => part.text),
    ...field.split(","),
  ];
  const distinct = new Set(
    entries.flatMap((entry) => collectHashtags("", entry)).map((tag) => tag.toLowerCase()),
  );
  return distinct.size > MAX_HASHTAGS;
}
