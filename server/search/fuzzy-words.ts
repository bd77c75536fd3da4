import { type SQL, sql } from "drizzle-orm";
import { creatorWordList, creatorWords, lowerText, users } from "../db/schema/index.ts";
import { containsPattern, startsWithPattern } from "./like-pattern.ts";

/** Enough words for any name, trade and town; more would only slow the query down. */
const MAX_QUERY_WORDS = 6;

/**
 * The words of a query that must each find a match: lower-cased and split on anything that is
 * not a letter or a digit. One- and two-letter words ("in", "a") are left out when longer ones
 * remain, so "photographer in Bristol" asks for a photographer and for Bristol.
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const meaningful = words.filter((word) => word.length > 2);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_QUERY_WORDS);
}

/**
 * How far a typed word may be from the real one: one slip in a short word, two from five
 * letters on (a swapped pair of letters counts as two).
 */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  return word.length <= 4 ? 1 : 2;
}

const wordList = creatorWordList(users);
const bioText = lowerText(users.bio);

/**
 * The words of members' names, trades and towns that a query word finds: those starting with
 * it, and those within the allowed edits of it. The trigram index on the vocabulary finds words
 * close to it (the loose `<%`, see TRIGRAM_WORD_SIMILARITY in db/client.ts), which the exact
 * check then confirms.
 */
function wordsFoundBy(word: string): SQL {
  const edits = allowedEdits(word);
  const known = creatorWords.word;
  return sql`array(select ${known} from ${creatorWords}
    where ${known} like ${startsWithPattern(word)}
      or (${word} <% ${known} and levenshtein_less_equal(${known}, ${word}, ${edits}) <= ${edits}))`;
}

/**
 * The member matches one query word: a word of their name, trade or town is one the query word
 * finds in the vocabulary, or their bio contains it. The vocabulary is small, so the typos are
 * forgiven there; the members are then found by exact words through the index on their word
 * lists, and by the bio through its trigram index, so PostgreSQL combines the words' index
 * scans before reading any member.
 */
export function memberMatchesWord(word: string): SQL {
  return sql`(${wordList} && ${wordsFoundBy(word)} or ${bioText} like ${containsPattern(word)})`;
}
