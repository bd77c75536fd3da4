import {
  type CreatePortfolioItemInput,
  FREE_PORTFOLIO_LIMIT,
  PORTFOLIO_LIMIT_MESSAGE,
  type PortfolioItem,
} from "@contract/portfolio.ts";
import { count, eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { portfolioItems, users } from "../db/schema/index.ts";
import { BadRequestError, ForbiddenError } from "../http/errors.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { presentPortfolioItem } from "./queries.ts";

export const NOT_YOUR_UPLOAD_MESSAGE = "That file is not one of your uploads.";

/**
 * Adds a portfolio item within the member's plan: the Free plan keeps three. The member's
 * row is locked while counting, so two parallel adds cannot both slip under the limit.
 */
export async function addPortfolioItem(
  db: Database,
  owner: SessionUser,
  input: Omit<CreatePortfolioItemInput, "tags"> & { tags: string[] },
): Promise<PortfolioItem> {
  const image = input.imageUrl
    ? await findOwnedObject(db, owner.id, input.imageUrl, "portfolio")
    : null;
  const video = input.videoUrl
    ? await findOwnedObject(db, owner.id, input.videoUrl, "portfolio")
    : null;
  if ((input.imageUrl && !image) || (input.videoUrl && !video)) {
    throw new BadRequestError(NOT_YOUR_UPLOAD_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, owner.id))
      .for("update");
    if (member?.plan === "free") {
      const [existing] = await tx
        .select({ n: count() })
        .from(portfolioItems)
        .where(eq(portfolioItems.userId, owner.id));
      if ((existing?.n ?? 0) >= FREE_PORTFOLIO_LIMIT)
        throw new ForbiddenError(PORTFOLIO_LIMIT_MESSAGE);
    }
    const [row] = await tx
      .insert(portfolioItems)
      .values({
        userId: owner.id,
        title: input.title,
        description: input.description ?? null,
        imageUrl: image?.path ?? null,
        videoUrl: video?.path ?? null,
        tags: input.tags,
      })
      .returning();
    return presentPortfolioItem(row!);
  });
}
