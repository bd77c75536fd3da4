import {
  type CreatePortfolioItemInput,
  splitTags,
  TITLE_REQUIRED_MESSAGE,
  type UpdatePortfolioItemInput,
} from "@contract/portfolio.ts";
import type { UploadedObject } from "@web/lib/uploads.ts";
import { z } from "zod";

/** What the portfolio dialogs edit: tags as one comma-separated string (SPEC §5). */
export const portfolioFormSchema = z.object({
  title: z.string().trim().min(1, TITLE_REQUIRED_MESSAGE).max(120),
  description: z.string().trim().max(2000),
  tags: z.string(),
});
export type PortfolioForm = z.input<typeof portfolioFormSchema>;

export const EMPTY_PORTFOLIO_FORM: PortfolioForm = { title: "", description: "", tags: "" };

/** An upload is a video when the server says so; anything else is shown as an image. */
export function isVideoUpload(upload: Pick<UploadedObject, "contentType">): boolean {
  return upload.contentType?.startsWith("video/") ?? false;
}

/** The edit payload: trimmed text, an empty description as null, tags split. */
export function portfolioChanges(form: PortfolioForm): UpdatePortfolioItemInput {
  const description = form.description.trim();
  return { title: form.title.trim(), description: description || null, tags: splitTags(form.tags) };
}

/** The create payload: the edit payload plus the uploaded file as the image or the video. */
export function newPortfolioItem(
  form: PortfolioForm,
  upload: UploadedObject,
): CreatePortfolioItemInput {
  const video = isVideoUpload(upload);
  return {
    ...portfolioChanges(form),
    imageUrl: video ? null : upload.objectPath,
    videoUrl: video ? upload.objectPath : null,
  };
}
