/**
 * The requests the assistant's local engine is timed on, and whose statements the query-plan
 * test explains: slang, typos, dates, regions, negation, skill words alone and nonsense.
 */
export const AI_BENCH_SENTENCES = [
  "menswear stylist in Manchester",
  "fotographer in Brstol",
  "London-based MUA free next week",
  "DOP near Leeds available on 12 December",
  "verified hair and makeup up north this weekend",
  "photographer not in London",
  "35mm film tog",
  "retoucher in Truro",
  "editorial model in Glasgow",
  "prosthetics",
  "art director in the midlands",
  "xyzzy qwerty",
];
