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
  hashtags: string[];
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
  { name: "bio", read: (c: Candidate) => sentenceWords(c.bio ?? "") },
  { name: "posts", read: (c: Candidate) => c.hashtags.flatMap((tag) => sentenceWords(tag)) },
  { name: "portfolio", read: (c: Candidate) => c.portfolio.flatMap((text) => sentenceWords(text)) },
  { name: "profession", read: (c: Candidate) => sentenceWords(c.profession ?? "") },
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

function bestNearness(query: AiQuery, place: Place | undefined): number {
  return Math.max(0, ...query.places.map((asked) => nearness(asked, place, query.near)));
}

function excluded(query: AiQuery, place: Place | undefined): boolean {
  return query.excludedPlaces.some((asked) => nearness(asked, place) === 1);
}

function worksRemotely(candidate: Candidate): boolean {
  return /\bremote/i.test(`${candidate.location ?? ""} ${candidate.bio ?? ""}`);
}

function displayName(member: { firstName: string | null; lastName: string | null }): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ");
}

/**
 * Scores every candidate against the query: hard conditions (trade, place within its region,
 * not an excluded place, the dates, verified, remote) leave a member out; the rest adds up to a
 * percent of what was asked, and the reason names each part that matched.
 */
export function rankCandidates(query: AiQuery, candidates: Candidate[], limit: number): Outcome {
  const ranked: Ranked[] = [];
  const hitKeywords = new Set<string>();
  for (const candidate of candidates) {
    const place = placeOf(candidate.location);
    const trade = query.trades.find((asked) => practises(asked, candidate.profession));
    if (query.trades.length > 0 && !trade) continue;
    const near = query.places.length > 0 ? bestNearness(query, place) : 1;
    if (near === 0) continue;
    if (excluded(query, place)) continue;
    if (query.verifiedOnly && !candidate.isVerified) continue;
    if (query.remote && !worksRemotely(candidate)) continue;
    if (query.dates && candidate.freeDays.length === 0) continue;
    const sources = KEYWORD_SOURCES.map((source) => ({
      name: source.name,
      // Hashtags repeat from post to post: each word is checked once.
      words: [...new Set(source.read(candidate))],
    }));
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
    });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.keywordHits - a.keywordHits ||
      Number(b.user.isVerified) - Number(a.user.isVerified) ||
      displayName(a.user).localeCompare(displayName(b.user)) ||
      a.user.id.localeCompare(b.user.id),
  );
  const suggestions = ranked.slice(0, limit);
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
