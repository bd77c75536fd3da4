import type { PortfolioItem } from "@contract/portfolio.ts";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { portfolioItems } from "../db/schema/index.ts";

type PortfolioRow = typeof portfolioItems.$inferSelect;

export function presentPortfolioItem(row: PortfolioRow): PortfolioItem {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPortfolio(db: Database, userId: string): Promise<PortfolioItem[]> {
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, userId))
    .orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id));
  return rows.map(presentPortfolioItem);
}

export async function findPortfolioItem(db: Database, id: string) {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  return row ?? null;
}
