import { randomUUID } from "node:crypto";
import type { portfolioItems } from "../schema/index.ts";
import { type Artwork, artworkUrl, planArtwork } from "./artwork.ts";
import type { Community } from "./community.ts";
import type { SeedMember } from "./members.ts";
import type { Profession } from "./people.ts";
import { TAGS_BY_PROFESSION } from "./post-texts.ts";
import { createDeck, type Random, randomFor } from "./random.ts";
import { timeBetween } from "./time.ts";

export type PortfolioPlan = { items: (typeof portfolioItems.$inferInsert)[]; artworks: Artwork[] };

/** The Free plan keeps three portfolio items; paid plans are unlimited. */
const FREE_PLAN_LIMIT = 3;

const FORMATS: Record<Profession, readonly string[]> = {
  Photographer: ["Editorial", "Portrait series", "Lookbook", "Campaign", "Personal project"],
  Videographer: ["Music video", "Brand film", "Short documentary", "Fashion film"],
  Stylist: ["Editorial styling", "Lookbook styling", "Campaign styling", "Tour wardrobe"],
  Model: ["Editorial", "Campaign", "Lookbook", "Beauty story"],
  "Makeup Artist": ["Beauty editorial", "Bridal look", "Music video makeup", "SFX test"],
  "Graphic Designer": ["Brand identity", "Poster series", "Album artwork", "Packaging"],
  "Fashion Designer": ["Collection", "Capsule", "Graduate collection", "Knitwear drop"],
  "Creative Director": ["Campaign", "Brand relaunch", "Artist launch", "Window scheme"],
  "Art Director": ["Set design", "Editorial art direction", "Music video art direction"],
  Illustrator: ["Editorial illustration", "Picture book", "Mural", "Packaging illustration"],
  "Web Designer": ["Portfolio website", "Online shop", "Studio website", "Website redesign"],
  "Content Creator": ["Content series", "Launch coverage", "Brand partnership", "BTS series"],
  Writer: ["Feature", "Brand voice", "Film script", "Interview series"],
  Editor: ["Fashion film edit", "Documentary edit", "Music video edit", "Brand film edit"],
};

/** Project names, dealt so a name comes back only after all the others have been used. */
const PROJECT_NAMES = [
  "Northern Light",
  "Night Swimmers",
  "Concrete & Chiffon",
  "Still Life with Citrus",
  "The Last Record Shop",
  "Sunday League",
  "Salt & Stone",
  "Shopkeepers",
  "Late Trains",
  "Allotment Summer",
  "Neon Chip Shop",
  "Mill Town Blues",
  "Seaside Out of Season",
  "Rooftop Gardens",
  "Velvet Hour",
  "Corner Café",
  "Market Day",
  "Tower Block Bloom",
  "Brass Band",
  "Wild Swimming",
  "First Light",
  "Kitchen Table",
  "Canal Side",
  "High Street Heroes",
  "Borrowed Time",
  "Paper Moons",
  "Soft Brutalism",
  "Hometown",
  "Indigo",
  "Threadbare",
  "Ferry Crossing",
  "Garden Party",
  "Quiet Rooms",
  "The Long Weekend",
  "Greenhouse",
  "Heatwave",
  "Mothers & Daughters",
  "Terraced",
  "Slow Sundays",
  "Blue Hour",
];

const CLIENTS = [
  "an independent knitwear label",
  "a record shop",
  "an arts charity",
  "a small-batch coffee roaster",
  "a community theatre",
  "a local brewery",
  "an independent magazine",
  "a graduate designer",
  "a ceramics studio",
  "a music festival",
  "a vintage boutique",
  "a dance company",
  "a bookshop",
  "a skincare start-up",
  "a self-initiated project",
];

const DETAILS = [
  "Shot over two days with a crew of five.",
  "A month from first sketch to final delivery.",
  "Natural light and a very small budget.",
  "Made with a team I met here on Atelier.",
  "Published in print and online.",
  "Still one of my favourite projects.",
  "Concept, production and delivery by me.",
  "Turned around in a single week.",
  "Started as a test and became a commission.",
];

/** 1–3 pieces for about three quarters of members (more for paying ones), each with artwork. */
export function buildPortfolio(community: Community, now: Date): PortfolioPlan {
  const random = randomFor("portfolio");
  const nextName = createDeck(random, PROJECT_NAMES);
  const nextClient = createDeck(random, CLIENTS);
  const nextDetail = createDeck(random, DETAILS);
  const plan: PortfolioPlan = { items: [], artworks: [] };

  for (const member of community.creatives) {
    const count = portfolioSize(member, community, random);
    for (let n = 1; n <= count; n++) {
      const title = nextName();
      const format = random.pick(FORMATS[member.profession!]);
      const artwork = planArtwork(random, {
        name: `portfolio-${member.slug}-${n}`,
        frame: random.chance(0.6) ? "landscape" : "portrait",
        caption: title,
      });
      const createdAt = timeBetween(random, member.createdAt, now);
      plan.artworks.push(artwork);
      plan.items.push({
        id: randomUUID(),
        userId: member.id,
        title,
        description: `${format} for ${nextClient()}, ${member.location}. ${nextDetail()}`,
        imageUrl: artworkUrl(artwork),
        tags: tagsFor(member, random),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return plan;
}

function portfolioSize(member: SeedMember, community: Community, random: Random): number {
  if (member === community.demo) return 6;
  if (random.chance(0.25)) return 0;
  return member.plan === "free" ? random.int(1, FREE_PLAN_LIMIT) : random.int(2, 5);
}

function tagsFor(member: SeedMember, random: Random): string[] {
  const tags = random.sample(TAGS_BY_PROFESSION[member.profession!], random.int(2, 3));
  return random.chance(0.4) ? [...tags, member.location] : tags;
}
