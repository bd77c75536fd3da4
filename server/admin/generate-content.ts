import { generateText } from "../ai/provider.ts";
import type { Config } from "../config.ts";

/**
 * Writes filler messages for the demo from an admin's prompt.
 */
export interface ContentGenerator {
  generate(prompt: string, count: number): Promise<{ messageType: string; content: string }[]>;
}

const TYPES = ["post", "tip", "question", "announcement"];

/**
 * The assistant's provider as a generator: the configured model when there is one, its local
 * templates otherwise (or when the model fails), each piece varied by its position.
 */
export function assistantGenerator(settings: Config["ai"]): ContentGenerator {
  return {
    generate: (prompt, count) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => ({
          messageType: TYPES[index % TYPES.length]!,
          content: await generateText(settings, prompt, index),
        })),
      ),
  };
}
