import type { AiSuggestion } from "@contract/ai.ts";
import { dayRuns, formatDayRun } from "./dates.ts";
import { nearness, type Place, placeOf } from "./places.ts";
import { practises } from "./professions.ts";
import type { AiQuery } from "./query.ts";
import { sentenceWords, wordMatches, wordMatchesAsTyped } from "./words.ts";

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

type WordMatch = ReturnType<typeof wordMatches>;

/**
 * What one search reads of the candidates' texts, each once: a text's words, and how each
 * word matches each skill word. Many candidates share a town, hashtags and portfolio words,
 * and all of them share the language's common words, so most words are measured once for a
 * hundred candidates.
 */
function textReader() {
  const wordsIn = new Map<string, string[]>();
  const matchesOf = new Map<string, Map<string, WordMatch>>();
  return {
    words(text: string): string[] {
      const known = wordsIn.get(text);
      if (known) return known;
      const words = sentenceWords(text);
      wordsIn.set(text, words);
      return words;
    },
    match(keyword: string, word: string): WordMatch {
      let matches = matchesOf.get(keyword);
      if (!matches) {
        matches = new Map();
        matchesOf.set(keyword, matches);
      }
      const known = matches.get(word);
      if (known !== undefined) return known;
      const match = wordMatches(keyword, word);
      matches.set(word, match);
      return match;
    },
  };
}

/** The skill word's first exact match in the candidate's texts, bio first; else its first slip. */
function keywordHit(
  keyword: string,
  candidate: Candidate,
  reader: ReturnType<typeof textReader>,
): KeywordHit | undefined {
  let close: KeywordHit | undefined;
  for (const source of KEYWORD_SOURCES) {
    for (const text of source.texts(candidate)) {
      for (const word of reader.words(text)) {
        const match = reader.match(keyword, word);
        if (match === "exact") return { keyword, word, where: source.name, exact: true };
        if (match === "close" && !close)
          close = { keyword, word, where: source.name, exact: false };
      }
    }
  }
  return close;
}

/**
 * Whether every skill word is in the bio as typed. The bio is read first, so the member's
 * hashtags and portfolio could not change how they score.
 */
export function foundInBio(keywords: string[], bio: string | null): boolean {
  if (keywords.length === 0) return true;
  const words = sentenceWords(bio ?? "");
  return keywords.every((keyword) => words.some((word) => wordMatchesAsTyped(keyword, word)));
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

/** A candidate who meets every hard condition, with what their place in the order needs. */
type Scored = {
  candidate: Candidate;
  score: number;
  nearness: number;
  hits: KeywordHit[];
  keywordHits: number;
  name: string;
};

/**
 * A percent of what was asked: the hard conditions (trade, excluded places, dates, verified,
 * remote) count in full, since a candidate here meets them; the place by its nearness and the
 * skill words by how many were found, a slip counting a little less.
 */
function scoreOf(query: AiQuery, nearness: number, hits: KeywordHit[]): number {
  // Weighed as [weight, share met] pairs; what is not asked weighs nothing.
  const earned = hits.reduce((sum, hit) => sum + (hit.exact ? 1 : 0.8), 0);
  const parts: [number, number][] = [
    [query.trades.length > 0 ? WEIGHTS.trade : 0, 1],
    [query.places.length > 0 ? WEIGHTS.place : 0, nearness],
    [query.excludedPlaces.length > 0 ? WEIGHTS.excluded : 0, 1],
    [query.keywords.length > 0 ? WEIGHTS.keywords : 0, earned / (query.keywords.length || 1)],
    [query.dates ? WEIGHTS.dates : 0, 1],
    [query.verifiedOnly ? WEIGHTS.verified : 0, 1],
    [query.remote ? WEIGHTS.remote : 0, 1],
  ];
  let asked = 0;
  let got = 0;
  for (const [weight, share] of parts) {
    asked += weight;
    got += weight * share;
  }
  return asked === 0 ? 0 : Math.max(1, Math.round((100 * got) / asked));
}

/**
 * Each part that matched, in words ('Fashion Stylist in Manchester · menswear in bio · free
 * 3–5 Dec'): written only for the members shown.
 */
function reasonFor(query: AiQuery, { candidate, hits }: Scored): string {
  const who = [candidate.profession, candidate.location ? `in ${candidate.location}` : null]
    .filter(Boolean)
    .join(" ");
  const reason = who ? [who] : [];
  for (const hit of hits) reason.push(`${hit.word} in ${hit.where}`);
  if (query.dates) {
    const runs = dayRuns(candidate.freeDays).slice(0, 2);
    reason.push(`free ${runs.map((run) => formatDayRun(run.from, run.to)).join(", ")}`);
  }
  if (candidate.isVerified) reason.push("verified");
  if (query.remote) reason.push("works remotely");
  return reason.join(" · ") || "Member of Atelier";
}

function suggestionOf(query: AiQuery, scored: Scored): Ranked {
  const { candidate } = scored;
  return {
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
    score: scored.score,
    reason: reasonFor(query, scored),
    nearness: scored.nearness,
    keywordHits: scored.keywordHits,
    keywordMatches: scored.hits.length,
  };
}

/**
 * Scores every candidate against the query: hard conditions (trade, place within its region,
 * not an excluded place, the dates, verified, remote) leave a member out; the rest adds up to a
 * percent of what was asked, and the reason names each part that matched.
 */
export function rankCandidates(query: AiQuery, candidates: Candidate[], limit: number): Outcome {
  const scored: Scored[] = [];
  const hitKeywords = new Set<string>();
  const places = new Map<string | null, Place | undefined>();
  const reader = textReader();
  for (const candidate of candidates) {
    if (!places.has(candidate.location))
      places.set(candidate.location, placeOf(candidate.location));
    const place = places.get(candidate.location);
    if (
      query.trades.length > 0 &&
      !query.trades.some((asked) => practises(asked, candidate.profession))
    )
      continue;
    const near = query.places.length > 0 ? bestNearness(query, place) : 1;
    if (near === 0) continue;
    if (excluded(query, place)) continue;
    if (query.verifiedOnly && !candidate.isVerified) continue;
    if (query.remote && !worksRemotely(candidate)) continue;
    if (query.dates && candidate.freeDays.length === 0) continue;
    const hits = query.keywords
      .map((keyword) => keywordHit(keyword, candidate, reader))
      .filter((hit): hit is KeywordHit => hit !== undefined);
    // Without a trade, the skill words are what is asked: at least one must be there.
    if (query.trades.length === 0 && query.keywords.length > 0 && hits.length === 0) continue;
    for (const hit of hits) hitKeywords.add(hit.keyword);
    scored.push({
      candidate,
      score: scoreOf(query, near, hits),
      nearness: near,
      hits,
      keywordHits: hits.filter((hit) => hit.exact).length,
      name: displayName(candidate),
    });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.keywordHits - a.keywordHits ||
      Number(b.candidate.isVerified) - Number(a.candidate.isVerified) ||
      byName.compare(a.name, b.name) ||
      byName.compare(a.candidate.id, b.candidate.id),
  );
  const suggestions = scored.slice(0, limit).map((entry) => suggestionOf(query, entry));
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
