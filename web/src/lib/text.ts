/*
 * Wording helpers any screen uses, apart from the profile's date helpers so a screen that only
 * capitalizes a word does not download a date library with them.
 */

/** "pending" → "Pending". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A count with its noun, e.g. "1 post" / "3 posts". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
