import { LRUCache } from "lru-cache";
import { type DateSpan, readDateSpan } from "./dates.ts";
import { PLACE_NAMES, type Place } from "./places.ts";
import { TRADES, type Trade } from "./professions.ts";
import { editDistance, sentenceWords, vocabularyEdits } from "./words.ts";

/** What a sentence asks for, read by the local engine or by a model. */
export type AiQuery = {
  /** Any of these trades. */
  trades: Trade[];
  /** In any of these places. */
  places: Place[];
  /** 'near Leeds': the county around the town counts almost as well as the town. */
  near: boolean;
  /** 'not in London'. */
  excludedPlaces: Place[];
  /** Skill and style words, matched against bios, hashtags and portfolios. */
  keywords: string[];
  dates: DateSpan | null;
  verifiedOnly: boolean;
  /** Works remotely: said so in their location or bio. */
  remote: boolean;
};

export function emptyQuery(): AiQuery {
  return {
    trades: [],
    places: [],
    near: false,
    excludedPlaces: [],
    keywords: [],
    dates: null,
    verifiedOnly: false,
    remote: false,
  };
}

/** Whether anything at all was understood. */
export function asksAnything(query: AiQuery): boolean {
  return (
    query.trades.length > 0 ||
    query.places.length > 0 ||
    query.excludedPlaces.length > 0 ||
    query.keywords.length > 0 ||
    query.dates !== null ||
    query.verifiedOnly ||
    query.remote
  );
}

/** Words that carry no wish of their own in a request for people. */
const FILLER = new Set(
  `a an the and or but with without who whos that which for from to of on at by in into as is are
  be been am i im me my we our us you your they them their someone somebody anyone anybody people
  person persons somebody looking look need needs needed want wanted wants find finding search
  searching show give get got can could would should will please thanks thank hi hello hey
  some any all good great best top experienced experience expert pro professional professionals
  local based around near nearby close available availability free open book booking hire
  hiring just also really very who does do did has have had work working works job jobs gig gigs
  creative creatives freelance freelancer freelancers shoot shooting shoots project projects day
  days time this next it its there here like so only one two three few couple lot lots more
  recommend recommendations suggest suggestions know anybody talented reliable affordable cheap
  uk britain england area region city town based artist artists`.split(/\s+/),
);
const LONG_FILLER = [...FILLER].filter((word) => word.length >= 5);

/** A filler word, or a slip of one ('artsit', 'lookng'). */
function isFiller(word: string): boolean {
  if (FILLER.has(word)) return true;
  const edits = vocabularyEdits(word);
  return edits > 0 && LONG_FILLER.some((filler) => editDistance(word, filler, edits) <= edits);
}

const NEGATIONS = new Set(["not", "outside", "except", "excluding", "exclude", "apart", "besides"]);
const NEAR_WORDS = new Set(["near", "around", "nearby", "close"]);
const VERIFIED_WORDS = ["verified", "vetted", "verification"];
const REMOTE_WORDS = ["remote", "remotely", "anywhere"];
const LONGEST_PHRASE = 4;

type Vocabulary = { trades: Trade[]; places: Place[] };

/** Every phrase we know, by its words: trades and places, together. */
const PHRASES = new Map<string, Vocabulary>();
function learn(phrase: string, entry: Partial<Vocabulary>) {
  const known = PHRASES.get(phrase) ?? { trades: [], places: [] };
  PHRASES.set(phrase, {
    trades: [...known.trades, ...(entry.trades ?? [])],
    places: [...known.places, ...(entry.places ?? [])],
  });
}
for (const trade of TRADES) for (const phrase of trade.phrases) learn(phrase, { trades: [trade] });
for (const [phrase, places] of PLACE_NAMES) learn(phrase, { places });
const SINGLE_WORDS = [...PHRASES.keys()].filter((phrase) => !phrase.includes(" "));

function lookUp(words: string[]): Vocabulary | undefined {
  const phrase = words.join(" ");
  const exact = PHRASES.get(phrase);
  if (exact) return exact;
  // Plurals: 'stylists', 'togs', 'muas'.
  if (phrase.endsWith("s") && phrase.length > 3) return PHRASES.get(phrase.slice(0, -1));
  return undefined;
}

/**
 * Words already measured against the whole vocabulary, with the phrase they meant (null for
 * none): measuring one takes the edit distance to every known word, and the same slips and
 * skill words come back in search after search.
 */
const closestMeasured = new LRUCache<string, { phrase: string | null }>({ max: 10_000 });

/** The known word a slip of the keyboard most likely meant ('fotographer', 'Brstol'). */
function closestKnown(word: string): Vocabulary | undefined {
  const edits = vocabularyEdits(word);
  if (edits === 0) return undefined;
  let measured = closestMeasured.get(word);
  if (!measured) {
    let best: { distance: number; phrase: string } | undefined;
    for (const phrase of SINGLE_WORDS) {
      const distance = editDistance(word, phrase, edits);
      if (distance <= edits && (!best || distance < best.distance)) best = { distance, phrase };
    }
    measured = { phrase: best?.phrase ?? null };
    closestMeasured.set(word, measured);
  }
  return measured.phrase === null ? undefined : PHRASES.get(measured.phrase);
}

function closeTo(word: string, targets: string[]): boolean {
  return targets.some(
    (target) =>
      target === word || editDistance(word, target, vocabularyEdits(word)) <= vocabularyEdits(word),
  );
}

function addUnique<T>(list: T[], items: T[]) {
  for (const item of items) if (!list.includes(item)) list.push(item);
}

/**
 * Reads a request in plain English into a query: trades (with the words creatives use),
 * places (towns, counties, regions, 'up north'), negated places, dates, 'verified', 'remote',
 * and what is left as skill and style words. Misspelt trades and towns are read as the
 * nearest known word.
 */
export function parseQuery(sentence: string, today: string): AiQuery {
  const query = emptyQuery();
  let text = sentence.toLowerCase();
  const dated = readDateSpan(text, today);
  if (dated) {
    query.dates = dated.span;
    text = dated.rest;
  }
  const words = sentenceWords(text);
  let negated = false;
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    if (NEGATIONS.has(word)) {
      negated = true;
      i++;
      continue;
    }
    let matched: { vocabulary: Vocabulary; length: number } | undefined;
    for (let length = Math.min(LONGEST_PHRASE, words.length - i); length >= 1; length--) {
      const vocabulary = lookUp(words.slice(i, i + length));
      if (vocabulary) {
        matched = { vocabulary, length };
        break;
      }
    }
    if (!matched && !isFiller(word) && !NEGATIONS.has(word)) {
      const vocabulary = closestKnown(word);
      if (vocabulary) matched = { vocabulary, length: 1 };
    }
    if (matched) {
      const { trades, places } = matched.vocabulary;
      // A place wins a word that names both ('Reading'), only when nothing else is asked there.
      if (places.length > 0 && (negated || trades.length === 0)) {
        addUnique(negated ? query.excludedPlaces : query.places, places);
        negated = false;
      } else {
        addUnique(query.trades, trades);
      }
      i += matched.length;
      continue;
    }
    i++;
    if (NEAR_WORDS.has(word)) query.near = true;
    else if (closeTo(word, VERIFIED_WORDS)) query.verifiedOnly = true;
    else if (REMOTE_WORDS.includes(word)) query.remote = true;
    else if (!isFiller(word) && word.length > 1 && !/^\d+$/.test(word)) {
      addUnique(query.keywords, [word]);
      negated = false;
    }
  }
  return query;
}

/** The places a name given on its own means ('Brstol', 'up north'), or none. */
export function placesNamed(name: string): Place[] {
  const words = sentenceWords(name);
  const known = lookUp(words) ?? (words.length === 1 ? closestKnown(words[0]!) : undefined);
  return known?.places ?? [];
}
