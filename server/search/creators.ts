import { type Creator, PROFESSION_CATEGORY_MEMBERS } from "@contract/search.ts";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { creatorSearchText, users } from "../db/schema/index.ts";
import { userSummaryColumns } from "../users/presenter.ts";
import { containsPattern } from "./like-pattern.ts";

const searchText = creatorSearchText(users);
const nameText = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * Creators for the Network page, typo-tolerant: a word of the text similar to the query
 * (pg_trgm's <% operator, indexed) or containing it. Name matches rank above bio matches.
 */
export async function searchCreators(
  db: Database,
  options: { q: string; profession: string; offset: number; limit: number },
): Promise<Creator[]> {
  const q = options.q.toLowerCase();
  const professions = PROFESSION_CATEGORY_MEMBERS[options.profession];
  const filters: (SQL | undefined)[] = [
    professions ? inArray(users.profession, [...professions]) : undefined,
    q ? sql`(${q} <% ${searchText} or ${searchText} like ${containsPattern(q)})` : undefined,
  ];
  const relevance = sql`greatest(word_similarity(${q}, ${nameText}) * 2, word_similarity(${q}, ${searchText}))`;
  const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];
  return db
    .select({ ...userSummaryColumns(users), bio: users.bio })
    .from(users)
    .where(and(...filters))
    .orderBy(...(q ? [desc(relevance), ...byName] : byName))
    .offset(options.offset)
    .limit(options.limit);
}
