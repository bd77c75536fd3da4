import { PROFESSION_CATEGORIES } from "@contract/constants.ts";
import { CREATOR_PAGE_SIZE, CREATOR_SEARCH_MIN_LENGTH, type Creator } from "@contract/search.ts";

/** The six categories the filter buttons toggle. */
export const NETWORK_PROFESSIONS = PROFESSION_CATEGORIES;

/** Professions beyond the six categories, offered as quick searches. */
export const TRENDING_PROFESSIONS = [
  "Makeup Artist",
  "Creative Director",
  "Content Creator",
  "Illustrator",
  "Art Director",
  "Fashion Designer",
] as const;

/** The text searches only when it is longer than 2 characters (after trimming). */
export function searchTerm(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= CREATOR_SEARCH_MIN_LENGTH ? trimmed : "";
}

/** Typed, but too short to search yet. */
export function isTooShort(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length < CREATOR_SEARCH_MIN_LENGTH;
}

export type CreatorQuery = { q: string; profession: string | null };

/** GET /api/search/users for one page. */
export function creatorSearchUrl(
  { q, profession }: CreatorQuery,
  offset: number,
  limit: number = CREATOR_PAGE_SIZE,
): string {
  const params = new URLSearchParams({
    q,
    profession: profession ?? "",
    offset: String(offset),
    limit: String(limit),
  });
  return `/api/search/users?${params.toString()}`;
}

/** Another page may follow a full one; its offset is everything loaded so far. */
export function nextCreatorOffset(
  pages: readonly Creator[][],
  limit: number = CREATOR_PAGE_SIZE,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.length < limit) return undefined;
  return pages.reduce((total, page) => total + page.length, 0);
}

/** The loaded pages as one list, each creator once (pages can overlap when members join). */
export function flattenCreators(pages: readonly Creator[][] | undefined): Creator[] {
  const seen = new Set<string>();
  const creators: Creator[] = [];
  for (const page of pages ?? []) {
    for (const creator of page) {
      if (seen.has(creator.id)) continue;
      seen.add(creator.id);
      creators.push(creator);
    }
  }
  return creators;
}
