import { sentenceWords } from "./words.ts";

/** Words that mean a member wants help with the site rather than people. */
const SUPPORT_WORDS = [
  "help",
  "support",
  "how do",
  "problem",
  "issue",
  "error",
  "cant",
  "not working",
  "bug",
  "portfolio",
  "account",
  "profile",
  "upload",
];

export const SUPPORT_REPLY =
  "Happy to help! Portfolio uploads must be JPG, PNG or GIF images under 10MB. If something doesn't look right, try clearing your browser cache and reloading the page. Profile updates can take a few minutes to appear everywhere. If it still isn't working, contact our support team from the Support page.";

/** Whether the text asks for help with the site: any of the words, or a word starting with one. */
export function asksForSupport(text: string): boolean {
  const spaced = ` ${sentenceWords(text).join(" ")}`;
  return SUPPORT_WORDS.some((word) => spaced.includes(` ${word}`));
}
