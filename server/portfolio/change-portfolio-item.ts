import type { PortfolioItem, UpdatePortfolioItemInput } from "@contract/portfolio.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { portfolioItems } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { canChangePortfolioItem } from "./policy.ts";
import { findPortfolioItem, presentPortfolioItem } from "./queries.ts";

export const PORTFOLIO_ITEM_NOT_FOUND_MESSAGE = "Portfolio item not found.";

async function ownItem(db: Database, actor: SessionUser, itemId: string) {
  const item = found(await findPortfolioItem(db, itemId), PORTFOLIO_ITEM_NOT_FOUND_MESSAGE);
  authorize(actor, canChangePortfolioItem, item);
  return item;
}

export async function updatePortfolioItem(
  db: Database,
  actor: SessionUser,
  itemId: string,
  changes: Omit<UpdatePortfolioItemInput, "tags"> & { tags: string[] },
): Promise<PortfolioItem> {
  const item = await ownItem(db, actor, itemId);
  const [row] = await db
    .update(portfolioItems)
    .set({
      title: changes.title,
      description: changes.description ?? null,
      tags: changes.tags,
      updatedAt: new Date(),
    })
    .where(eq(portfolioItems.id, item.id))
    .returning();
  return presentPortfolioItem(row!);
}

export async function deletePortfolioItem(
  db: Database,
  actor: SessionUser,
  itemId: string,
): Promise<void> {
  const item = await ownItem(db, actor, itemId);
  await db.delete(portfolioItems).where(eq(portfolioItems.id, item.id));
}
