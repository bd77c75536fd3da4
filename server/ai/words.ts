import { allowedEdits } from "../search/fuzzy-words.ts";

/**
 * The words of a sentence: lower-cased, apostrophes dropped ("can't" is "cant"), '&' read as
 * 'and', split on anything that is not a letter or a digit.
 */
export function sentenceWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Three rows of the edit table, reused by every call: the assistant measures thousands of
 * word pairs for one search (each typed word against the vocabulary and the candidates'
 * words), and arrays made per row were most of what that cost. They grow for a longer word.
 */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Edits between two words, a swapped pair of neighbouring letters counting as one (the usual
 * slip when typing fast), giving up once past `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length * 2 + 1));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

/**
 * How far a typed word may be from a word of our vocabulary (trades, towns): stricter than the
 * member search, because here a near miss changes what is asked ('work' is one letter from
 * York): short words must be exact, then one slip, two from eight letters on.
 */
export function vocabularyEdits(word: string): number {
  if (word.length < 5) return 0;
  return word.length < 8 ? 1 : 2;
}

/** Whether a typed word names a word of a member's text as typed: the word, or its start. */
export function wordMatchesAsTyped(typed: string, memberWord: string): boolean {
  return memberWord === typed || (typed.length >= 4 && memberWord.startsWith(typed));
}

/** Whether a typed word names a word of a member's text, exactly, by its start or by a slip. */
export function wordMatches(typed: string, memberWord: string): "exact" | "close" | null {
  if (wordMatchesAsTyped(typed, memberWord)) return "exact";
  // A slip rarely hits the first letter; without this 'menswear' would find 'womenswear'.
  if (typed[0] !== memberWord[0]) return null;
  const edits = Math.min(allowedEdits(typed), vocabularyEdits(typed));
  if (edits > 0 && editDistance(typed, memberWord, edits) <= edits) return "close";
  return null;
}
