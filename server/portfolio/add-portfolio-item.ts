import { FREE_PORTFOLIO_LIMIT } from "@contract/portfolio.ts";
import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { portfolioItems, users } from "../db/schema/index.ts";
import { presentPortfolioItem } from "./queries.ts";

type NewItem = {
  title: string;
  description: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  tags: string[];
};

/**
 * Adds a portfolio item within the member's plan: the Free plan keeps three. The member's
 * row is locked while counting, so two parallel adds cannot both slip under the limit.
 */
export async function addPortfolioItem(db: Database, userId: string, item: NewItem) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (member?.plan === "free") {
      const [existing] = await tx
        .select({ n: count() })
        .from(portfolioItems)
        .where(eq(portfolioItems.userId, userId));
      if ((existing?.n ?? 0) >= FREE_PORTFOLIO_LIMIT) return null;
    }
    const [row] = await tx
      .insert(portfolioItems)
      .values({ userId, ...item })
      .returning();
    return presentPortfolioItem(row!);
  });
}
