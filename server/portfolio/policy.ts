import type { portfolioItems } from "../db/schema/index.ts";
import { ownedBy, policy } from "../http/authorize.ts";

type PortfolioRow = typeof portfolioItems.$inferSelect;

/** Only the member whose portfolio it is edits or deletes an item. */
export const canChangePortfolioItem = policy<PortfolioRow>(
  "You can only change your own portfolio.",
  ownedBy,
);
