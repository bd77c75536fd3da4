import {
  type CreatePortfolioItemInput,
  splitTags,
  type UpdatePortfolioItemInput,
  updatePortfolioItemSchema,
} from "@contract/portfolio.ts";
import type { UploadedObject } from "@web/lib/uploads.ts";
import { z } from "zod/mini";

/** What the portfolio dialogs edit: every field a string, tags comma-separated. */
export type PortfolioForm = { title: string; description: string; tags: string };

export const EMPTY_PORTFOLIO_FORM: PortfolioForm = { title: "", description: "", tags: "" };

/** The edit payload: trimmed text, an empty description as null, tags split. */
export function portfolioChanges(form: PortfolioForm): UpdatePortfolioItemInput {
  const description = form.description.trim();
  return { title: form.title.trim(), description: description || null, tags: splitTags(form.tags) };
}

/** The form read into the edit payload, then checked by the same schema the server uses. */
export const portfolioFormSchema = z.pipe(
  z.pipe(
    z.object({ title: z.string(), description: z.string(), tags: z.string() }),
    z.transform(portfolioChanges),
  ),
  updatePortfolioItemSchema,
);
export type PortfolioChanges = z.output<typeof portfolioFormSchema>;

/** An upload is a video when the server says so; anything else is shown as an image. */
export function isVideoUpload(upload: Pick<UploadedObject, "contentType">): boolean {
  return upload.contentType?.startsWith("video/") ?? false;
}

/** The create payload: the checked form plus the uploaded file as the image or the video. */
export function newPortfolioItem(
  changes: PortfolioChanges,
  upload: UploadedObject,
): CreatePortfolioItemInput {
  const video = isVideoUpload(upload);
  return {
    ...changes,
    imageUrl: video ? null : upload.objectPath,
    videoUrl: video ? upload.objectPath : null,
  };
}
