/**
 * The trades the assistant understands: how members say them (slang and abbreviations
 * included), and which of the professions members write on their profile each one covers.
 */
export type Trade = {
  label: string;
  plural: string;
  /** Phrases of one to four words, lower-case, as people type them. */
  phrases: string[];
  /** Parts of a member's own profession text that mean this trade. */
  professionParts: string[];
  /** Parts that rule it out despite the above ('Hair Stylist' is no wardrobe stylist). */
  notParts?: string[];
};

export const TRADES: Trade[] = [
  {
    label: "Photographer",
    plural: "photographers",
    phrases: ["photographer", "photog", "tog", "photography", "snapper", "photographers"],
    professionParts: ["photographer", "photography"],
    notParts: ["director of photography"],
  },
  {
    label: "Videographer",
    plural: "videographers and DOPs",
    phrases: [
      "videographer",
      "videography",
      "video",
      "cinematographer",
      "cinematography",
      "dop",
      "dp",
      "director of photography",
      "filmmaker",
      "film maker",
      "camera operator",
      "cameraman",
    ],
    professionParts: [
      "videographer",
      "cinematographer",
      "director of photography",
      "filmmaker",
      "camera operator",
      "dop",
    ],
  },
  {
    label: "Makeup Artist",
    plural: "makeup artists",
    phrases: [
      "makeup artist",
      "make up artist",
      "makeup",
      "make up",
      "mua",
      "hair and makeup",
      "hair and make up",
      "hmu",
    ],
    professionParts: ["makeup", "make-up", "make up", "mua"],
  },
  {
    label: "Hair Stylist",
    plural: "hair stylists",
    phrases: ["hair stylist", "hairstylist", "hairdresser", "hair", "hair and makeup", "hmu"],
    professionParts: ["hair"],
  },
  {
    label: "Stylist",
    plural: "stylists",
    phrases: [
      "stylist",
      "styling",
      "wardrobe",
      "wardrobe stylist",
      "fashion stylist",
      "costume designer",
    ],
    professionParts: ["stylist", "wardrobe", "costume"],
    notParts: ["hair"],
  },
  {
    label: "Retoucher",
    plural: "retouchers",
    phrases: ["retoucher", "retouching", "retouch", "retoucher", "photo editor"],
    professionParts: ["retouch"],
  },
  {
    label: "Editor",
    plural: "editors and colourists",
    phrases: [
      "editor",
      "video editor",
      "film editor",
      "colourist",
      "colorist",
      "colour grader",
      "color grader",
      "grader",
      "grading",
      "editing",
    ],
    professionParts: ["editor", "colourist", "colorist", "grader"],
    notParts: ["photo editor"],
  },
  {
    label: "Motion Designer",
    plural: "motion designers",
    phrases: ["motion designer", "motion graphics", "mograph", "animator", "motion design"],
    professionParts: ["motion", "animator"],
  },
  {
    label: "Illustrator",
    plural: "illustrators",
    phrases: ["illustrator", "illustration", "illustrations"],
    professionParts: ["illustrat"],
  },
  {
    label: "Art Director",
    plural: "art directors",
    phrases: ["art director", "art direction"],
    professionParts: ["art director"],
  },
  {
    label: "Creative Director",
    plural: "creative directors",
    phrases: ["creative director", "creative direction"],
    professionParts: ["creative director"],
  },
  {
    label: "Model",
    plural: "models",
    phrases: ["model", "talent", "modelling", "modeling"],
    professionParts: ["model", "talent"],
  },
  {
    label: "Graphic Designer",
    plural: "graphic designers",
    phrases: ["graphic designer", "graphic design", "designer", "graphics"],
    professionParts: ["graphic"],
  },
  {
    label: "Fashion Designer",
    plural: "fashion designers",
    phrases: ["fashion designer", "designer"],
    professionParts: ["fashion designer"],
  },
  {
    label: "Web Designer",
    plural: "web designers",
    phrases: ["web designer", "web design", "web developer", "designer"],
    professionParts: ["web"],
  },
  {
    label: "Content Creator",
    plural: "content creators",
    phrases: ["content creator", "influencer", "ugc creator", "creator"],
    professionParts: ["content", "influencer"],
  },
  {
    label: "Writer",
    plural: "writers",
    phrases: ["writer", "copywriter", "copy writer", "journalist"],
    professionParts: ["writer", "journalist"],
  },
];

/** Whether a member's own profession text belongs to the trade. */
export function practises(trade: Trade, profession: string | null): boolean {
  if (!profession) return false;
  const text = profession.toLowerCase();
  if (trade.notParts?.some((part) => text.includes(part))) return false;
  return trade.professionParts.some((part) =>
    part.length <= 3 ? new RegExp(`\\b${part}\\b`).test(text) : text.includes(part),
  );
}

export function tradeByLabel(label: string): Trade | undefined {
  return TRADES.find((trade) => trade.label.toLowerCase() === label.toLowerCase());
}
