import { type Creator, PROFESSION_CATEGORY_MEMBERS } from "@contract/search.ts";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { userSummaryColumns } from "../users/presenter.ts";
import { noBlockBetween } from "../users/privacy.ts";
import { notSuspended } from "../users/suspension.ts";
import { memberMatchesWord, queryWords } from "./fuzzy-words.ts";

/**
 * A query is ranked over at most this many members who match every word. Checking a word and
 * scoring a member costs tens of microseconds, so a word as common as a big city would
 * otherwise score a third of the community on every keystroke; past this many, typing another
 * word narrows the list better than ranking would.
 */
export const RANKED_CANDIDATES = 300;
const nameText = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const nameTradeAndTown = sql`${nameText} || ' ' || lower(coalesce(${users.profession}, '') || ' ' || coalesce(${users.location}, ''))`;

/**
 * Creators for the Network page and the header search, forgiving typos word by word: every
 * word of the query must match a word of the member's name, trade or town (starting with it, or
 * within one or two edits), or appear in their bio. Nobody on either side of a block with the
 * viewer is found. Indexes find the candidates (see fuzzy-words.ts). The closest names come
 * first, then the closest trades and towns; members found by their bio alone follow by name
 * (ranking by the bio as well read every candidate's bio again, a fifth of a search's time).
 */
export async function searchCreators(
  db: Database,
  viewerId: string,
  options: { q: string; profession: string; offset: number; limit: number },
): Promise<Creator[]> {
  const q = options.q.toLowerCase();
  const words = queryWords(q);
  // Punctuation alone names nobody; an empty query browses everyone.
  if (q && words.length === 0) return [];
  const professions = Object.hasOwn(PROFESSION_CATEGORY_MEMBERS, options.profession)
    ? PROFESSION_CATEGORY_MEMBERS[options.profession]
    : undefined;
  const filters: (SQL | undefined)[] = [
    noBlockBetween(viewerId, users.id),
    notSuspended(),
    professions ? inArray(users.profession, [...professions]) : undefined,
    ...words.map(memberMatchesWord),
  ];
  const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];
  const page = db
    .select({ ...userSummaryColumns(users), bio: users.bio })
    .from(users)
    .offset(options.offset)
    .limit(options.limit);
  if (!q) return page.where(and(...filters)).orderBy(...byName);
  const candidates = db
    .select({ id: users.id })
    .from(users)
    .where(and(...filters))
    .limit(RANKED_CANDIDATES);
  const relevance = sql`greatest(word_similarity(${q}, ${nameText}) * 2, word_similarity(${q}, ${nameTradeAndTown}))`;
  return page.where(inArray(users.id, candidates)).orderBy(desc(relevance), ...byName);
}
