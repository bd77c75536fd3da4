import { type PasswordStrength, STRENGTH_LABELS } from "@contract/auth.ts";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { dictionary as englishWords, translations } from "@zxcvbn-ts/language-en";

/**
 * How guessable a password is. Only the server holds the estimator: its dictionaries are over
 * 800 KB compressed, too much to send a phone for a meter, so the sign-up and change-password
 * forms ask the server (POST /api/auth/password-strength) and the same estimate refuses on save.
 * This module is imported on first use, so a server that never sees a new password never holds
 * the dictionaries.
 */

/** zxcvbn's scale: 3 means "safely unguessable" (about 10^8 guesses or more). */
export const STRONG_ENOUGH_SCORE = 3;

/** Words anyone guessing a member's password here would try first. */
const SITE_WORDS = ["atelier", "creative", "photographer", "portfolio"];

const estimator = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: Object.assign({}, commonWords, englishWords),
});

/** `aboutMember`: their email, names and the like, which make a password easy to guess. */
export function estimatePasswordStrength(
  password: string,
  aboutMember: readonly string[] = [],
): PasswordStrength {
  const personal = aboutMember.flatMap(wordsOf);
  const { score, feedback } = estimator.check(password, [...SITE_WORDS, ...personal]);
  const advice =
    score >= STRONG_ENOUGH_SCORE
      ? null
      : [
          "Please choose a stronger password.",
          feedback.warning,
          ...(feedback.suggestions.length > 0
            ? feedback.suggestions
            : ["Add another word or two that are less common."]),
        ]
          .filter(Boolean)
          .join(" ");
  return { score, label: STRENGTH_LABELS[score], advice };
}

/** "amelia.hughes@example.com" → the whole and its parts, so "hughes1990" is caught too. */
function wordsOf(text: string): string[] {
  const whole = text.trim().toLowerCase();
  if (!whole) return [];
  const parts = whole.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  return [whole, ...parts];
}
