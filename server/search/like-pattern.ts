/** The text for a LIKE pattern, with LIKE's own wildcards in it taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for LIKE/ILIKE. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text%` for LIKE/ILIKE. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
