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

/** Regions read with 'the' before them: the North West, but Yorkshire and Wales. */
const REGIONS_WITH_THE = new Set([
  "North West",
  "North East",
  "South West",
  "South East",
  "East of England",
  "West Midlands",
  "East Midlands",
]);

function placeName(place: Place): string {
  return REGIONS_WITH_THE.has(place.name) ? `the ${place.name}` : place.name;
}

/** 'menswear stylists in Manchester free 3–5 Dec', as the query asked. */
export function describeQuery(
  query: AiQuery,
  options: { withKeywords?: boolean; one?: boolean } = {},
): string {
  const trades = query.trades.map((trade) =>
    options.one ? trade.label.toLowerCase() : trade.plural,
  );
  const anyone = options.one ? "creative" : "creatives";
  const who = `${query.verifiedOnly ? "verified " : ""}${trades.length > 0 ? list(trades) : anyone}`;
  const parts = [who];
  if (query.places.length > 0) {
    parts.push(`${query.near ? "near" : "in"} ${list(query.places.map(placeName))}`);
  }
  if (query.excludedPlaces.length > 0) {
    parts.push(`outside ${list(query.excludedPlaces.map(placeName), "and")}`);
  }
  if (query.remote) parts.push(options.one ? "who works remotely" : "who work remotely");
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
  const found = query.keywords.filter((word) => !outcome.unmatchedKeywords.includes(word));
  const skills = list(found.map((word) => `'${word}'`));
  const sentences: string[] = [];
  if (outcome.unmatchedKeywords.length > 0) {
    sentences.push(
      `Nobody mentions ${list(outcome.unmatchedKeywords.map((word) => `'${word}'`))}.`,
    );
  }
  const plain = Object.assign({}, query, { keywords: [] });
  let lead: string;
  if (outcome.widenedTo) {
    sentences.push(`No one in ${list(query.places.map(placeName))} matches;`);
    lead = `here ${count === 1 ? "is the closest" : `are the ${count} closest`}: ${describeQuery(Object.assign({}, plain, { places: [] }), { one: count === 1 })} in ${outcome.widenedTo}`;
  } else {
    lead = `Found ${count} ${describeQuery(plain, { one: count === 1 })}`;
  }
  if (found.length > 0 && query.trades.length === 0 && query.places.length === 0) {
    lead = `${lead} mentioning ${skills}`;
  } else if (found.length > 0) {
    const mentioning = outcome.suggestions.filter((s) => s.keywordMatches > 0).length;
    lead +=
      mentioning === count
        ? `, ${count === 1 ? "with" : "all with"} ${skills} in their work`
        : `; ${mentioning} of them mention${mentioning === 1 ? "s" : ""} ${skills}`;
  }
  sentences.push(`${lead}.`);
  return sentences.join(" ");
}
