import type { AiSearchResult } from "@contract/ai.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { findCandidates } from "./candidates.ts";
import { londonToday } from "./dates.ts";
import { describeOutcome, describeQuery } from "./describe.ts";
import { askModelForQuery, modelClient, writeModelAnswer } from "./model.ts";
import { type AiQuery, parseQuery } from "./query.ts";
import { type Outcome, rankCandidates } from "./rank.ts";
import { asksForSupport, SUPPORT_REPLY } from "./support.ts";

/** How many members one answer suggests. */
export const SUGGESTIONS_SHOWN = 6;

export const MODEL_FALLBACK_NOTE =
  "(The AI model could not be reached, so the built-in search answered.)";

type Listener = {
  /** The ranked suggestions, as soon as they are known. */
  onSuggestions?: (suggestions: AiSearchResult["suggestions"]) => void;
  /** A piece of the response text as it is written. */
  onText?: (text: string) => void;
};

export function presentOutcome(outcome: Outcome): AiSearchResult["suggestions"] {
  return outcome.suggestions.map(({ user, score, reason }) => ({ user, score, reason }));
}

/** Finds and ranks the members for a query, from the database alone. */
export async function rankForQuery(db: Database, askerId: string, query: AiQuery, now: number) {
  return rankCandidates(
    query,
    await findCandidates(db, askerId, query, new Date(now)),
    SUGGESTIONS_SHOWN,
  );
}

/** The local engine, start to end: reads the sentence, ranks, and writes the answer. */
export async function searchLocally(db: Database, askerId: string, sentence: string, now: number) {
  const query = parseQuery(sentence, londonToday(now));
  const outcome = await rankForQuery(db, askerId, query, now);
  return { query, outcome, response: describeOutcome(query, outcome) };
}

/**
 * Answers a request for people. A request for help with the site gets the support reply. The
 * local engine reads the sentence unless a model is configured; with one, the model reads it and
 * writes the answer, while the members always come from our database. A model that fails, is
 * slow or answers nonsense is replaced by the local engine, and the answer says so.
 */
export async function searchProfiles(
  context: AppContext,
  asker: SessionUser,
  sentence: string,
  listener: Listener = {},
): Promise<AiSearchResult> {
  if (asksForSupport(sentence)) {
    listener.onSuggestions?.([]);
    listener.onText?.(SUPPORT_REPLY);
    return { response: SUPPORT_REPLY, suggestions: [] };
  }
  const today = londonToday(context.now());
  const settings = context.config.ai;
  if (!settings) {
    const { outcome, response } = await searchLocally(
      context.db,
      asker.id,
      sentence,
      context.now(),
    );
    const suggestions = presentOutcome(outcome);
    listener.onSuggestions?.(suggestions);
    listener.onText?.(response);
    return { response, suggestions };
  }
  const client = await modelClient(settings);
  let query: AiQuery;
  let fellBack = false;
  try {
    query = await askModelForQuery(client, settings.model, sentence, today);
  } catch {
    query = parseQuery(sentence, today);
    fellBack = true;
  }
  const outcome = await rankForQuery(context.db, asker.id, query, context.now());
  const suggestions = presentOutcome(outcome);
  listener.onSuggestions?.(suggestions);
  const localAnswer = describeOutcome(query, outcome);
  if (fellBack) {
    const response = `${localAnswer} ${MODEL_FALLBACK_NOTE}`;
    listener.onText?.(response);
    return { response, suggestions };
  }
  let written = "";
  try {
    const response = await writeModelAnswer(
      client,
      settings,
      {
        request: sentence,
        searchedFor: describeQuery(query),
        notMatched: [
          ...outcome.unmatchedKeywords.map((word) => `nobody mentions '${word}'`),
          ...(outcome.widenedTo
            ? [`nobody in the exact place; closest in ${outcome.widenedTo}`]
            : []),
        ],
        matches: outcome.suggestions.map((suggestion) => ({
          name: [suggestion.user.firstName, suggestion.user.lastName].filter(Boolean).join(" "),
          profession: suggestion.user.profession,
          location: suggestion.user.location,
          reason: suggestion.reason,
          score: suggestion.score,
        })),
      },
      (piece) => {
        written += piece;
        listener.onText?.(piece);
      },
    );
    return { response, suggestions };
  } catch {
    // Whatever was streamed before the failure is replaced by the complete local answer.
    const response = `${localAnswer} ${MODEL_FALLBACK_NOTE}`;
    listener.onText?.(written ? `\n\n${response}` : response);
    return { response, suggestions };
  }
}
