import type { AiSuggestion } from "@contract/ai.ts";
import { dayRuns, formatDayRun } from "./dates.ts";
import { nearness, type Place, placeOf } from "./places.ts";
import { practises } from "./professions.ts";
import type { AiQuery } from "./query.ts";
import { sentenceWords, wordMatches } from "./words.ts";

/** A member who passed the database's filters, with the texts their skills are read from. */
export type Candidate = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profession: string | null;
  location: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  /** The hashtags of their newest posts, a post's in one text. */
  hashtags: string[];
  /** Their portfolio items, each title, description and tags in one text. */
  portfolio: string[];
  /** Days in the asked span marked available and not also busy or unavailable. */
  freeDays: string[];
};

export type Ranked = AiSuggestion & {
  nearness: number;
  /** Skill words found as typed; and found at all, slips included. */
  keywordHits: number;
  keywordMatches: number;
};

/** How the search went, for the sentence that sums it up. */
export type Outcome = {
  suggestions: Ranked[];
  /** The asked town had nobody; the best matches are in this wider place. */
  widenedTo: string | null;
  /** Skill words nobody's work mentions. */
  unmatchedKeywords: string[];
};

const WEIGHTS = {
  trade: 40,
  place: 30,
  keywords: 25,
  dates: 20,
  verified: 10,
  remote: 20,
  excluded: 5,
};

const KEYWORD_SOURCES = [
  { name: "bio", texts: (c: Candidate) => [c.bio ?? ""] },
  { name: "posts", texts: (c: Candidate) => c.hashtags },
  { name: "portfolio", texts: (c: Candidate) => c.portfolio },
  { name: "profession", texts: (c: Candidate) => [c.profession ?? ""] },
] as const;

type KeywordHit = { keyword: string; word: string; where: string; exact: boolean };

function keywordHit(keyword: string, sources: { name: string; words: string[] }[]) {
  let close: KeywordHit | undefined;
  for (const source of sources) {
    for (const word of source.words) {
      const match = wordMatches(keyword, word);
      if (match === "exact") return { keyword, word, where: source.name, exact: true };
      if (match === "close" && !close) close = { keyword, word, where: source.name, exact: false };
    }
  }
  return close;
}

/**
 * Whether every skill word is in the bio as typed. The bio is read first, so the member's
 * hashtags and portfolio could not change how they score.
 */
export function foundInBio(keywords: string[], bio: string | null): boolean {
  const words = sentenceWords(bio ?? "");
  return keywords.every((keyword) => words.some((word) => wordMatches(keyword, word) === "exact"));
}

function bestNearness(query: AiQuery, place: Place | undefined): number {
  return Math.max(0, ...query.places.map((asked) => nearness(asked, place, query.near)));
}

function excluded(query: AiQuery, place: Place | undefined): boolean {
  return query.excludedPlaces.some((asked) => nearness(asked, place) === 1);
}

function worksRemotely(candidate: Candidate): boolean {
  return /\bremote/i.test(`${candidate.location ?? ""} ${candidate.bio ?? ""}`);
}

/** The same order as `localeCompare`, without building a comparison for every pair. */
const byName = new Intl.Collator();

function displayName(member: { firstName: string | null; lastName: string | null }): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ");
}

/**
 * Scores every candidate against the query: hard conditions (trade, place within its region,
 * not an excluded place, the dates, verified, remote) leave a member out; the rest adds up to a
 * percent of what was asked, and the reason names each part that matched.
 */
export function rankCandidates(query: AiQuery, candidates: Candidate[], limit: number): Outcome {
  const ranked: (Ranked & { name: string })[] = [];
  const hitKeywords = new Set<string>();
  // Many candidates share a town, hashtags and portfolio words: each text is read once.
  const places = new Map<string | null, Place | undefined>();
  const wordsIn = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    if (!wordsIn.has(text)) wordsIn.set(text, sentenceWords(text));
    return wordsIn.get(text)!;
  };
  for (const candidate of candidates) {
    if (!places.has(candidate.location))
      places.set(candidate.location, placeOf(candidate.location));
    const place = places.get(candidate.location);
    const trade = query.trades.find((asked) => practises(asked, candidate.profession));
    if (query.trades.length > 0 && !trade) continue;
    const near = query.places.length > 0 ? bestNearness(query, place) : 1;
    if (near === 0) continue;
    if (excluded(query, place)) continue;
    if (query.verifiedOnly && !candidate.isVerified) continue;
    if (query.remote && !worksRemotely(candidate)) continue;
    if (query.dates && candidate.freeDays.length === 0) continue;
    const sources =
      query.keywords.length === 0
        ? []
        : KEYWORD_SOURCES.map((source) => {
            // Hashtags repeat from post to post: each word is checked once.
            const words = new Set<string>();
            for (const text of source.texts(candidate))
              for (const word of wordsOf(text)) words.add(word);
            return { name: source.name, words: [...words] };
          });
    const hits = query.keywords
      .map((keyword) => keywordHit(keyword, sources))
      .filter((hit): hit is KeywordHit => hit !== undefined);
    // Without a trade, the skill words are what is asked: at least one must be there.
    if (query.trades.length === 0 && query.keywords.length > 0 && hits.length === 0) continue;
    for (const hit of hits) hitKeywords.add(hit.keyword);

    let asked = 0;
    let got = 0;
    const reason: string[] = [];
    const who = [candidate.profession, candidate.location ? `in ${candidate.location}` : null]
      .filter(Boolean)
      .join(" ");
    if (query.trades.length > 0) {
      asked += WEIGHTS.trade;
      got += WEIGHTS.trade;
    }
    if (query.places.length > 0) {
      asked += WEIGHTS.place;
      got += WEIGHTS.place * near;
    }
    if (who) reason.push(who);
    if (query.excludedPlaces.length > 0) {
      asked += WEIGHTS.excluded;
      got += WEIGHTS.excluded;
    }
    if (query.keywords.length > 0) {
      asked += WEIGHTS.keywords;
      const earned = hits.reduce((sum, hit) => sum + (hit.exact ? 1 : 0.8), 0);
      got += (WEIGHTS.keywords * earned) / query.keywords.length;
      for (const hit of hits) {
        const where = hit.where === "posts" ? "posts" : hit.where;
        reason.push(`${hit.word} in ${where}`);
      }
    }
    if (query.dates) {
      asked += WEIGHTS.dates;
      got += WEIGHTS.dates;
      const runs = dayRuns(candidate.freeDays).slice(0, 2);
      reason.push(`free ${runs.map((run) => formatDayRun(run.from, run.to)).join(", ")}`);
    }
    if (query.verifiedOnly) {
      asked += WEIGHTS.verified;
      got += WEIGHTS.verified;
    }
    if (candidate.isVerified) reason.push("verified");
    if (query.remote) {
      asked += WEIGHTS.remote;
      got += WEIGHTS.remote;
      reason.push("works remotely");
    }
    const score = asked === 0 ? 0 : Math.max(1, Math.round((100 * got) / asked));
    ranked.push({
      user: {
        id: candidate.id,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        profession: candidate.profession,
        location: candidate.location,
        bio: candidate.bio,
        profileImageUrl: candidate.profileImageUrl,
        isVerified: candidate.isVerified,
      },
      score,
      reason: reason.join(" · ") || who || "Member of Atelier",
      nearness: near,
      keywordHits: hits.filter((hit) => hit.exact).length,
      keywordMatches: hits.length,
      name: displayName(candidate),
    });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.keywordHits - a.keywordHits ||
      Number(b.user.isVerified) - Number(a.user.isVerified) ||
      byName.compare(a.name, b.name) ||
      byName.compare(a.user.id, b.user.id),
  );
  const suggestions = ranked.slice(0, limit).map(({ name: _name, ...suggestion }) => suggestion);
  return {
    suggestions,
    widenedTo: widenedPlace(query, suggestions),
    unmatchedKeywords: query.keywords.filter((keyword) => !hitKeywords.has(keyword)),
  };
}

/** When nobody is in the asked town itself: the county or region the best matches are in. */
function widenedPlace(query: AiQuery, suggestions: Ranked[]): string | null {
  const best = suggestions[0];
  if (query.places.length === 0 || !best || best.nearness === 1) return null;
  const place = placeOf(best.user.location);
  if (!place) return null;
  const sameArea = query.places.some((asked) => asked.kind === "town" && asked.area === place.area);
  return sameArea ? place.area : place.region;
}
