/**
 * Writes filler messages for the demo from an admin's prompt. The local generator fills
 * templates; the assistant's model provider can take its place by implementing this interface.
 */
export interface ContentGenerator {
  generate(prompt: string, count: number): Promise<{ messageType: string; content: string }[]>;
}

const OPENINGS = [
  "Just wrapped a shoot on",
  "Looking for collaborators interested in",
  "Sharing a few thoughts on",
  "Behind the scenes today:",
  "Question for fellow creatives about",
  "New moodboard inspired by",
  "Tips I wish I had known earlier about",
  "Booking now for projects around",
];
const CLOSINGS = [
  "Who else is working on something similar?",
  "Drop your favourite references below.",
  "Happy to share the lighting setup if anyone asks.",
  "Open to feedback, as always.",
  "Let's connect if this sounds like your kind of project.",
];
const TYPES = ["post", "tip", "question", "announcement"];

/** Varies the wording by position, so a batch reads as several voices rather than one. */
export const templateGenerator: ContentGenerator = {
  async generate(prompt, count) {
    const topic = prompt.trim().replace(/\s+/g, " ");
    return Array.from({ length: count }, (_, index) => ({
      messageType: TYPES[index % TYPES.length]!,
      content: `${OPENINGS[index % OPENINGS.length]} ${topic}. ${CLOSINGS[index % CLOSINGS.length]}`,
    }));
  },
};
