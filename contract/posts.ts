import { z } from "zod/mini";
import { MAX_HASHTAG_LENGTH, MAX_HASHTAGS } from "./hashtags.ts";
import { requiredText } from "./human-errors.ts";

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_PAGE_SIZE = 50;
/** The response header that carries the cursor of the next page (the body stays an array). */
export const NEXT_CURSOR_HEADER = "x-next-cursor";

export const EMPTY_POST_MESSAGE = "Please add some content to your post.";
export const EMPTY_COMMENT_MESSAGE = "Please write a comment first.";

export const postAuthorSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  isVerified: z.boolean(),
});

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  imageAlt: z.nullable(z.string()),
  imageWidth: z.nullable(z.number()),
  imageHeight: z.nullable(z.number()),
  imageBlurhash: z.nullable(z.string()),
  videoUrl: z.nullable(z.string()),
  hashtags: z.array(z.string()),
  likes: z.number(),
  isLiked: z.boolean(),
  views: z.number(),
  commentsCount: z.number(),
  createdAt: z.string(),
  user: postAuthorSchema,
});
export type Post = z.infer<typeof postSchema>;

export const createPostSchema = z
  .object({
    content: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(POST_MAX_LENGTH, `Posts can be at most ${POST_MAX_LENGTH} characters.`),
        ),
      "",
    ),
    /** An object path from the member's own upload ('/objects/…'). */
    imageUrl: z.nullish(z.string().check(z.maxLength(500))),
    imageAlt: z.nullish(z.string().check(z.trim(), z.maxLength(300))),
    hashtags: z._default(
      z
        .array(z.string().check(z.maxLength(MAX_HASHTAG_LENGTH + 1)))
        .check(z.maxLength(MAX_HASHTAGS)),
      [],
    ),
  })
  .check(
    z.refine((post) => post.content.length > 0 || Boolean(post.imageUrl), {
      message: EMPTY_POST_MESSAGE,
      path: ["content"],
    }),
  );
export type CreatePostInput = z.input<typeof createPostSchema>;

export const feedQuerySchema = z.object({
  userId: z.optional(z.uuid("userId must be a member id")),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(FEED_MAX_PAGE_SIZE)),
    FEED_PAGE_SIZE,
  ),
});

export const commentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    isVerified: z.boolean(),
  }),
});
export type Comment = z.infer<typeof commentSchema>;

/** How many comments a page holds: the newest, shown oldest first, with a cursor to earlier ones. */
export const COMMENTS_PER_PAGE = 50;
export const commentPageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const createCommentSchema = z.object({
  content: requiredText(EMPTY_COMMENT_MESSAGE).check(
    z.trim(),
    z.minLength(1, EMPTY_COMMENT_MESSAGE),
    z.maxLength(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`),
  ),
});

export const trendingTagSchema = z.object({ tag: z.string(), count: z.number() });
export type TrendingTag = z.infer<typeof trendingTagSchema>;

/** Shown when the last 7 days hold too few tagged posts to rank. */
export const FALLBACK_TRENDING: TrendingTag[] = [
  { tag: "#Photography", count: 1240 },
  { tag: "#London", count: 892 },
  { tag: "#Videography", count: 654 },
  { tag: "#Fashion", count: 543 },
  { tag: "#CreativeLife", count: 421 },
  { tag: "#Collaboration", count: 387 },
];

export const userStatsSchema = z.object({
  profileViews: z.number(),
  postEngagement: z.number(),
  newFollowers: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** The like state a client shows after a toggle. */
export const likeStateSchema = z.object({ likes: z.number(), isLiked: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const bookmarkStateSchema = z.object({ isBookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
