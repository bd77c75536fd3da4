import { z } from "zod";

export const postAuthorSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profession: z.string().nullable(),
});

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  imageWidth: z.number().nullable(),
  imageHeight: z.number().nullable(),
  videoUrl: z.string().nullable(),
  hashtags: z.array(z.string()),
  likes: z.number(),
  isLiked: z.boolean(),
  views: z.number(),
  commentsCount: z.number(),
  createdAt: z.string(),
  user: postAuthorSchema,
});
export type Post = z.infer<typeof postSchema>;
