import type OpenAI from "openai";
import { z } from "zod/mini";
import type { Config } from "../config.ts";
import type { Place } from "./places.ts";
import { TRADES, tradeByLabel } from "./professions.ts";
import { type AiQuery, emptyQuery, placesNamed } from "./query.ts";

export type ModelSettings = NonNullable<Config["ai"]>;

/**
 * A client for the model server: the official client speaks the protocol (and its streaming).
 * Loaded only when a model is configured, so the default, local-only server starts without it.
 */
export async function modelClient(settings: ModelSettings): Promise<OpenAI> {
  const { default: OpenAIClient } = await import("openai");
  return new OpenAIClient({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) want no key, but the client insists on one.
    apiKey: settings.apiKey ?? "none",
    // A model that has not answered in this long is given up on, and the local engine answers.
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
}

/** What the model is asked to fill in: the same query the local engine reads. */
const modelQuerySchema = z.object({
  trades: z.array(z.string()),
  places: z.array(z.string()),
  excludedPlaces: z.array(z.string()),
  keywords: z.array(z.string()),
  availableFrom: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  availableTo: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  verifiedOnly: z.boolean(),
  remote: z.boolean(),
});
export type ModelQuery = z.infer<typeof modelQuerySchema>;

const QUERY_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "trades",
    "places",
    "excludedPlaces",
    "keywords",
    "availableFrom",
    "availableTo",
    "verifiedOnly",
    "remote",
  ],
  properties: {
    trades: { type: "array", items: { type: "string", enum: TRADES.map((trade) => trade.label) } },
    places: { type: "array", items: { type: "string" } },
    excludedPlaces: { type: "array", items: { type: "string" } },
    keywords: { type: "array", items: { type: "string" } },
    availableFrom: { type: ["string", "null"] },
    availableTo: { type: ["string", "null"] },
    verifiedOnly: { type: "boolean" },
    remote: { type: "boolean" },
  },
};

function queryInstructions(today: string): string {
  return [
    "You read a request for UK creative professionals into a search query, as JSON.",
    `Trades are one or more of: ${TRADES.map((trade) => trade.label).join(", ")}.`,
    "places: UK towns, counties or regions asked for; excludedPlaces: places the request rules out ('not in London').",
    "keywords: skill or style words (menswear, 35mm, bridal, editorial), lower-case, one word each.",
    `Today is ${today}. availableFrom/availableTo: the dates asked for as yyyy-MM-dd, or null.`,
    "verifiedOnly: true when only verified members are wanted. remote: true when remote work is asked for.",
  ].join("\n");
}

function knownPlaces(names: string[]): { places: Place[]; unknown: string[] } {
  const places: Place[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const known = placesNamed(name);
    if (known.length > 0) places.push(...known.filter((place) => !places.includes(place)));
    else unknown.push(name);
  }
  return { places, unknown };
}

/**
 * The model's answer as our query: trades and places only as we know them, and what we do not
 * know kept as skill words, so the search stays honest about it.
 */
export function fromModelQuery(answer: ModelQuery): AiQuery {
  const query = emptyQuery();
  query.trades = answer.trades.map(tradeByLabel).filter((trade) => trade !== undefined);
  const places = knownPlaces(answer.places);
  query.places = places.places;
  query.excludedPlaces = knownPlaces(answer.excludedPlaces).places;
  query.keywords = [
    ...new Set(
      [...answer.keywords, ...places.unknown]
        .map((word) => word.toLowerCase().trim())
        .filter(Boolean),
    ),
  ];
  if (answer.availableFrom) {
    const to =
      answer.availableTo && answer.availableTo >= answer.availableFrom
        ? answer.availableTo
        : answer.availableFrom;
    query.dates = { from: answer.availableFrom, to, phrase: "" };
  }
  query.verifiedOnly = answer.verifiedOnly;
  query.remote = answer.remote;
  return query;
}

/** Asks the model for the structured query; throws when it fails or answers anything else. */
export async function askModelForQuery(
  client: OpenAI,
  model: string,
  sentence: string,
  today: string,
): Promise<AiQuery> {
  const completion = await client.chat.completions.create({
    model,
    temperature: 0,
    messages: [
      { role: "system", content: queryInstructions(today) },
      { role: "user", content: sentence },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: "creative_search", strict: true, schema: QUERY_JSON_SCHEMA },
    },
  });
  const content = completion.choices[0]?.message.content ?? "";
  return fromModelQuery(modelQuerySchema.parse(JSON.parse(content)));
}

/** The facts the model may write about: nothing else about anyone leaves our database. */
export type AnswerFacts = {
  request: string;
  searchedFor: string;
  notMatched: string[];
  matches: {
    name: string;
    profession: string | null;
    location: string | null;
    reason: string;
    score: number;
  }[];
};

const ANSWER_INSTRUCTIONS = [
  "You are Atelier's assistant. Answer the member in one or two short sentences summarising the search result given as JSON.",
  "Use only the facts in the JSON: never add members, skills, places or dates that are not in it.",
  "If notMatched is not empty, say honestly what could not be matched. If matches is empty, say nobody matched.",
].join("\n");

/** Streams the model's answer text, piece by piece; throws when it fails or says nothing. */
export async function writeModelAnswer(
  client: OpenAI,
  settings: ModelSettings,
  facts: AnswerFacts,
  onText: (text: string) => void,
): Promise<string> {
  const stream = await client.chat.completions.create(
    {
      model: settings.model,
      temperature: 0.3,
      stream: true,
      messages: [
        { role: "system", content: ANSWER_INSTRUCTIONS },
        { role: "user", content: JSON.stringify(facts) },
      ],
    },
    // The client's time-out ends once the answer starts: this one covers all of it.
    { signal: AbortSignal.timeout(settings.timeoutMs) },
  );
  let text = "";
  for await (const chunk of stream) {
    const piece = chunk.choices[0]?.delta?.content ?? "";
    if (!piece) continue;
    text += piece;
    onText(piece);
  }
  if (!text.trim()) throw new Error("The model wrote nothing.");
  return text.trim();
}
