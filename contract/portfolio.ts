import { z } from "zod/mini";
import { filledText } from "./human-errors.ts";

export const FREE_PORTFOLIO_LIMIT = 3;
export const TITLE_REQUIRED_MESSAGE = "Title is required";
export const NO_FILE_MESSAGE = "Please upload an image or video first.";
export const PORTFOLIO_LIMIT_MESSAGE = `The Free plan keeps ${FREE_PORTFOLIO_LIMIT} portfolio items. Upgrade to Premium for unlimited portfolio items.`;

export const portfolioItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  videoUrl: z.nullable(z.string()),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

const tags = z.pipe(
  z._default(z.array(z.string().check(z.trim(), z.maxLength(40))).check(z.maxLength(20)), []),
  z.transform((list) => list.filter(Boolean)),
);

/** Tags typed as one comma-separated string: split, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export const createPortfolioItemSchema = z
  .object({
    title: filledText(TITLE_REQUIRED_MESSAGE, 120),
    description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
    imageUrl: z.nullish(z.string().check(z.maxLength(500))),
    videoUrl: z.nullish(z.string().check(z.maxLength(500))),
    tags,
  })
  .check(
    z.refine((item) => Boolean(item.imageUrl || item.videoUrl), {
      message: NO_FILE_MESSAGE,
      path: ["imageUrl"],
    }),
  );
export type CreatePortfolioItemInput = z.input<typeof createPortfolioItemSchema>;

export const updatePortfolioItemSchema = z.object({
  title: filledText(TITLE_REQUIRED_MESSAGE, 120),
  description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  tags,
});
export type UpdatePortfolioItemInput = z.input<typeof updatePortfolioItemSchema>;
