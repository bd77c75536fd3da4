import type { Random } from "./random.ts";

/** Colours in roles: deep, mid, accent, warm, light. The description ends up in alt text. */
export type Palette = {
  description: string;
  colors: readonly [string, string, string, string, string];
};

const PALETTES: readonly Palette[] = [
  {
    description: "dusky blue and amber",
    colors: ["#1b263b", "#415a77", "#e0a458", "#f4d6cc", "#fdf6ec"],
  },
  {
    description: "moss and ochre",
    colors: ["#283618", "#606c38", "#dda15e", "#bc6c25", "#fefae0"],
  },
  {
    description: "sea blue and sunshine",
    colors: ["#023047", "#219ebc", "#ffb703", "#fb8500", "#e8f4f8"],
  },
  {
    description: "terracotta and sage",
    colors: ["#3d405b", "#81b29a", "#e07a5f", "#f2cc8f", "#f4f1de"],
  },
  {
    description: "plum and blush",
    colors: ["#4a3450", "#6d597a", "#e56b6f", "#eaac8b", "#fbe8da"],
  },
  {
    description: "charcoal and scarlet",
    colors: ["#161a1d", "#3a3d40", "#a4161a", "#e5383b", "#f5f3f4"],
  },
  {
    description: "soft sage greens",
    colors: ["#2f3e46", "#52796f", "#84a98c", "#cad2c5", "#f1f5f2"],
  },
  {
    description: "violet and neon pink",
    colors: ["#10002b", "#3c096c", "#9d4edd", "#ff5d8f", "#f3e8ff"],
  },
  {
    description: "teal and citrus",
    colors: ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#fbf3e4"],
  },
  {
    description: "warm linen neutrals",
    colors: ["#5e503f", "#a9927d", "#c8b6a6", "#e3d5ca", "#f5ebe0"],
  },
  {
    description: "heather and rose",
    colors: ["#22223b", "#4a4e69", "#9a8c98", "#c9ada7", "#f2e9e4"],
  },
];

const MOTIFS = ["horizon", "arches", "grid", "fields", "prints", "waves"] as const;
export type Motif = (typeof MOTIFS)[number] | "portrait";

const MOTIF_DESCRIPTIONS: Record<Motif, string> = {
  horizon: "Layered hills beneath a low sun",
  arches: "Nested arches around a sun disc",
  grid: "A geometric grid of circles and quarter-rounds",
  fields: "Soft, overlapping pools of colour",
  prints: "Three prints pinned to a studio wall",
  waves: "Rolling bands of colour like waves",
  portrait: "A softly lit portrait silhouette",
};

const FRAMES = {
  landscape: { width: 1200, height: 900 },
  portrait: { width: 1080, height: 1350 },
  avatar: { width: 400, height: 400 },
} as const;
type Frame = keyof typeof FRAMES;

/** Everything needed to draw one image; the seed makes each piece different yet repeatable. */
export type Artwork = {
  name: string;
  width: number;
  height: number;
  motif: Motif;
  palette: Palette;
  seed: number;
  /** Portfolio pieces carry their title, like a print with a label. */
  caption?: string;
};

export function planArtwork(
  random: Random,
  options: { name: string; frame: Frame; caption?: string },
): Artwork {
  const motif = options.frame === "avatar" ? "portrait" : random.pick(MOTIFS);
  return {
    name: options.name,
    ...FRAMES[options.frame],
    motif,
    palette: random.pick(PALETTES),
    seed: random.int(1, 2 ** 31),
    ...(options.caption ? { caption: options.caption } : {}),
  };
}

/** Where the server serves the file written for this artwork (DATA_DIR/objects is /objects/). */
export function artworkUrl(artwork: Artwork): string {
  return `/objects/seed/${artwork.name}.webp`;
}

/** Short alt text that says what is actually in the picture. */
export function describeArtwork(artwork: Artwork): string {
  return `${MOTIF_DESCRIPTIONS[artwork.motif]}, in ${artwork.palette.description}`;
}
