import { formatDayRun } from "./dates.ts";
import type { Place } from "./places.ts";
import { type AiQuery, asksAnything } from "./query.ts";
import type { Outcome } from "./rank.ts";

export const NOT_UNDERSTOOD =
  "I couldn't tell who you're looking for. Try a trade, a town or a style, for example 'menswear stylist in Manchester'.";

function list(items: string[], joiner = "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items.at(-1)}`;
}

function placeName(place: Place): string {
  return place.kind === "region" && place.name !== "London" ? `the ${place.name}` : place.name;
}

/** 'menswear stylists in Manchester free 3–5 Dec', as the query asked. */
export function describeQuery(query: AiQuery, options: { withKeywords?: boolean } = {}): string {
  const trades = query.trades.map((trade) => trade.plural);
  const who = `${query.verifiedOnly ? "verified " : ""}${trades.length > 0 ? list(trades) : "creatives"}`;
  const parts = [who];
  if (query.places.length > 0) {
    parts.push(`${query.near ? "near" : "in"} ${list(query.places.map(placeName))}`);
  }
  if (query.excludedPlaces.length > 0) {
    parts.push(`outside ${list(query.excludedPlaces.map(placeName), "and")}`);
  }
  if (query.remote) parts.push("who work remotely");
  if (options.withKeywords !== false && query.keywords.length > 0) {
    parts.push(`mentioning ${list(query.keywords.map((word) => `'${word}'`))}`);
  }
  if (query.dates) parts.push(`free ${formatDayRun(query.dates.from, query.dates.to)}`);
  return parts.join(" ");
}

/**
 * The one or two sentences that answer: how many were found for what, and honestly what could
 * not be matched (a town with nobody in it, a skill nobody mentions).
 */
export function describeOutcome(query: AiQuery, outcome: Outcome): string {
  if (!asksAnything(query)) return NOT_UNDERSTOOD;
  const count = outcome.suggestions.length;
  if (count === 0) {
    return `No one matches ${describeQuery(query)} yet. Try a wider area, other dates or fewer details.`;
  }
  const notes: string[] = [];
  const found =
    outcome.unmatchedKeywords.length === query.keywords.length
      ? describeQuery(query, { withKeywords: false })
      : describeQuery({
          ...query,
          keywords: query.keywords.filter((word) => !outcome.unmatchedKeywords.includes(word)),
        });
  if (outcome.unmatchedKeywords.length > 0) {
    notes.push(`Nobody mentions ${list(outcome.unmatchedKeywords.map((word) => `'${word}'`))}`);
  }
  if (outcome.widenedTo) {
    const asked = list(query.places.map(placeName));
    notes.push(`No one in ${asked} matches`);
    const widened = describeQuery(
      {
        ...query,
        places: [],
        keywords: query.keywords.filter((word) => !outcome.unmatchedKeywords.includes(word)),
      },
      {},
    );
    return `${notes.join("; ")}; here ${count === 1 ? "is the closest" : `are the ${count} closest`}: ${widened} in ${outcome.widenedTo}.`;
  }
  const lead = count === 1 ? "Here is 1 match" : `Here are ${count} matches`;
  return `${notes.length > 0 ? `${notes.join("; ")}; ` : ""}${lead}: ${found}.`;
}
