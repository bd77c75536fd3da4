/** At most this many tags on one post, each at most this long (server-enforced). */
export const MAX_HASHTAGS = 30;
export const MAX_HASHTAG_LENGTH = 50;

const HASHTAG_IN_TEXT = /#([\p{L}\p{N}_]+)/gu;

/**
 * The #words of the text plus the comma-separated field; each entry trimmed,
 * empties dropped, a leading '#' added when missing, duplicates removed (ignoring case,
 * keeping the first spelling). The composer shows this and the server applies it again.
 */
export function collectHashtags(text: string, field = ""): string[] {
  const fromText = [...text.matchAll(HASHTAG_IN_TEXT)].map((match) => match[1] ?? "");
  const fromField = field.split(",");
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of [...fromText, ...fromField]) {
    const bare = entry.trim().replace(/^#+/, "").replace(/\s+/g, "");
    if (!bare || bare.length > MAX_HASHTAG_LENGTH) continue;
    const key = bare.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${bare}`);
    if (tags.length === MAX_HASHTAGS) break;
  }
  return tags;
}
