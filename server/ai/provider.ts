import type { Config } from "../config.ts";
import { modelClient } from "./model.ts";

const TEMPLATES = [
  (topic: string) =>
    `Behind the scenes on today's ${topic} shoot: early light, a small crew and a lot of coffee. What's the one thing you always pack?`,
  (topic: string) =>
    `Three things I've learned about ${topic} this year: plan the shot list, trust the team, and leave room for the happy accidents.`,
  (topic: string) =>
    `Looking for collaborators on a ${topic} project next month. Drop a link to your portfolio if it sounds like your thing.`,
  (topic: string) =>
    `Fresh work in the portfolio: a ${topic} story shot on location. Feedback welcome!`,
];

/**
 * The topic of a prompt: what follows its last "about" ("Write a post about film" → "film"), or
 * the whole prompt when it names only a topic, kept to a readable length.
 */
function topicOf(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, " ");
  const about = text.toLowerCase().lastIndexOf(" about ");
  const topic = (about >= 0 ? text.slice(about + " about ".length) : text).replace(/[.!?]+$/, "");
  return topic.slice(0, TOPIC_MAX_LENGTH).trim() || "creative";
}

const TOPIC_MAX_LENGTH = 80;

/**
 * Writes text for a prompt (the admin's generated content): with a model configured it asks the
 * model, and falls back to the local templates when it fails; without one, the templates answer,
 * varied by `index` so several pieces differ.
 */
export async function generateText(
  settings: Config["ai"],
  prompt: string,
  index = 0,
): Promise<string> {
  const local = TEMPLATES[index % TEMPLATES.length]!(topicOf(prompt));
  if (!settings) return local;
  try {
    const completion = await (await modelClient(settings)).chat.completions.create(
      {
        model: settings.model,
        temperature: 0.8,
        messages: [
          {
            role: "system",
            content:
              "You write short, friendly social posts (under 280 characters) for a UK network of creative professionals.",
          },
          { role: "user", content: prompt },
        ],
      },
      { signal: AbortSignal.timeout(settings.timeoutMs) },
    );
    return completion.choices[0]?.message.content?.trim() || local;
  } catch {
    return local;
  }
}
