import { type SQL, sql } from "drizzle-orm";
import { creatorWordsText, lowerText, users } from "../db/schema/index.ts";
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

const wordsText = creatorWordsText(users);
const bioText = lowerText(users.bio);
/** A member's name, trade and town as separate lower-case words. */
const memberWords = sql`regexp_split_to_array(${wordsText}, '[^[:alnum:]]+')`;

/**
 * The member matches one query word: a word of their name, trade or town starts with it or is
 * within the allowed edits of it, or their bio contains it. Each side goes through its own
 * trigram index (the loose `<%` first finds names, trades and towns close to the word, which the
 * exact check then confirms), so PostgreSQL combines the words' index scans before reading any
 * member.
 */
export function memberMatchesWord(word: string): SQL {
  const edits = allowedEdits(word);
  return sql`(
    (${word} <% ${wordsText} and exists (
      select 1 from unnest(${memberWords}) as member_word(value)
      where member_word.value <> '' and (
        member_word.value like ${startsWithPattern(word)}
        or levenshtein_less_equal(member_word.value, ${word}, ${edits}) <= ${edits}
      )
    ))
    or ${bioText} like ${containsPattern(word)}
  )`;
}
