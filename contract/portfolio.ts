import { z } from "zod";
import { requiredText } from "./human-errors.ts";

export const FREE_PORTFOLIO_LIMIT = 3;
export const TITLE_REQUIRED_MESSAGE = "Title is required";
export const NO_FILE_MESSAGE = "Please upload an image or video first.";
export const PORTFOLIO_LIMIT_MESSAGE = `The Free plan keeps ${FREE_PORTFOLIO_LIMIT} portfolio items. Upgrade to Premium for unlimited portfolio items.`;

export const portfolioItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

const tags = z
  .array(z.string().trim().max(40))
  .max(20)
  .default([])
  .transform((list) => list.filter(Boolean));

/** Tags typed as one comma-separated string: split, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export const createPortfolioItemSchema = z
  .object({
    title: requiredText(TITLE_REQUIRED_MESSAGE).trim().min(1, TITLE_REQUIRED_MESSAGE).max(120),
    description: z.string().trim().max(2000).nullish(),
    imageUrl: z.string().max(500).nullish(),
    videoUrl: z.string().max(500).nullish(),
    tags,
  })
  .refine((item) => Boolean(item.imageUrl || item.videoUrl), {
    message: NO_FILE_MESSAGE,
    path: ["imageUrl"],
  });
export type CreatePortfolioItemInput = z.input<typeof createPortfolioItemSchema>;

export const updatePortfolioItemSchema = z.object({
  title: requiredText(TITLE_REQUIRED_MESSAGE).trim().min(1, TITLE_REQUIRED_MESSAGE).max(120),
  description: z.string().trim().max(2000).nullish(),
  tags,
});
export type UpdatePortfolioItemInput = z.input<typeof updatePortfolioItemSchema>;
