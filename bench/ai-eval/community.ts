import { TOWN_PLACES } from "../../server/ai/places.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import type { Database } from "../../server/db/client.ts";
import {
  availabilityEvents,
  blocks,
  portfolioItems,
  posts,
  users,
} from "../../server/db/schema/index.ts";
import { createRandom } from "../../server/db/seed/random.ts";

/**
 * A community made for measuring the assistant, not the demo's: every member is drawn from
 * plain facts (trade, town, skills, free days, verified, remote, hidden), the texts the search
 * reads are written from those facts in varied words, and the labels of the queries are
 * decided on the facts alone, never by the engine.
 */
export type EvalMember = {
  key: string;
  firstName: string;
  lastName: string;
  trade: string;
  profession: string;
  town: string;
  skills: string[];
  verified: boolean;
  remote: boolean;
  free: string[];
  busy: string[];
  /** Members who must never be suggested, and why. */
  hidden?: "private" | "opted-out" | "suspended" | "blocked-asker";
};

/** The day the evaluation runs on: a Monday. */
export const EVAL_TODAY = "2026-11-23";
/** Noon on that day: the clock every search of the community reads, so its answers never age. */
export const EVAL_NOW = Date.parse(`${EVAL_TODAY}T12:00:00Z`);

const PROFESSION_WORDS: Record<string, string[]> = {
  Photographer: ["Photographer", "Fashion Photographer", "Portrait Photographer"],
  Videographer: ["Videographer", "Cinematographer", "DOP", "Filmmaker"],
  "Makeup Artist": ["Makeup Artist", "MUA", "Make-up Artist"],
  "Hair Stylist": ["Hair Stylist", "Session Hairstylist"],
  Stylist: ["Stylist", "Fashion Stylist", "Wardrobe Stylist"],
  Retoucher: ["Retoucher", "High-end Retoucher"],
  Editor: ["Video Editor", "Colourist"],
  "Motion Designer": ["Motion Designer", "Animator"],
  Illustrator: ["Illustrator"],
  "Art Director": ["Art Director"],
  Model: ["Model", "Talent"],
  "Graphic Designer": ["Graphic Designer"],
};

const SKILLS: Record<string, string[]> = {
  Photographer: ["editorial", "35mm", "portrait", "bridal", "documentary", "street", "product"],
  Videographer: ["documentary", "commercial", "drone", "wedding", "narrative"],
  "Makeup Artist": ["bridal", "editorial", "prosthetics", "glam", "natural"],
  "Hair Stylist": ["bridal", "afro", "editorial", "braids"],
  Stylist: ["menswear", "womenswear", "editorial", "streetwear", "vintage", "bridal"],
  Retoucher: ["beauty", "skin", "product", "compositing"],
  Editor: ["grading", "documentary", "trailers", "commercial"],
  "Motion Designer": ["3d", "explainer", "titles", "typography"],
  Illustrator: ["botanical", "comics", "editorial", "childrens"],
  "Art Director": ["campaign", "editorial", "packaging"],
  Model: ["editorial", "commercial", "fitness", "runway"],
  "Graphic Designer": ["branding", "packaging", "typography"],
};

const FIRST = [
  "Amara",
  "Ben",
  "Chloe",
  "Dev",
  "Ella",
  "Finn",
  "Grace",
  "Hamza",
  "Isla",
  "Jack",
  "Kemi",
  "Leo",
  "Maya",
  "Noah",
  "Orla",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
  "Umar",
  "Vera",
  "Will",
  "Yasmin",
  "Zak",
];
const LAST = [
  "Adeyemi",
  "Brooks",
  "Campbell",
  "Doyle",
  "Evans",
  "Fletcher",
  "Gill",
  "Hughes",
  "Iqbal",
  "Jones",
  "Khan",
  "Lewis",
  "Morgan",
  "Nash",
  "Okafor",
  "Price",
  "Reid",
  "Shaw",
  "Taylor",
  "Walsh",
];

/** Towns the random members live in; Northern Ireland is left empty on purpose. */
const TOWNS = [
  "London",
  "London",
  "London",
  "Manchester",
  "Manchester",
  "Salford",
  "Leeds",
  "Bradford",
  "Sheffield",
  "York",
  "Bristol",
  "Bath",
  "Brighton",
  "Birmingham",
  "Nottingham",
  "Liverpool",
  "Newcastle",
  "Glasgow",
  "Edinburgh",
  "Cardiff",
  "Falmouth",
  "Exeter",
  "Norwich",
];

/** Facts no random member may have, so the no-match queries stay answerable as no-match. */
function forbidden(trade: string, town: string): boolean {
  const region = TOWN_PLACES.find((place) => place.name === town)?.region;
  if (trade === "Retoucher" && region === "South West") return true;
  if (trade === "Model" && region === "South West") return true;
  if (trade === "Illustrator" && region === "Wales") return true;
  return false;
}

function days(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    return date.toISOString().slice(0, 10);
  });
}
/** Days a random calendar may use: the five weeks ahead, Christmas Day left out. */
const CALENDAR = days(EVAL_TODAY, 38).filter((day) => day !== "2026-12-25");

/** The members each query is sure to find, beside the random ones. */
const TARGETS: Omit<EvalMember, "firstName" | "lastName">[] = [
  {
    key: "mcr-menswear",
    trade: "Stylist",
    profession: "Fashion Stylist",
    town: "Manchester",
    skills: ["menswear", "tailoring"],
    verified: true,
    remote: false,
    free: ["2026-12-03", "2026-12-04", "2026-12-05"],
    busy: [],
  },
  {
    key: "mcr-menswear-private",
    trade: "Stylist",
    profession: "Stylist",
    town: "Manchester",
    skills: ["menswear"],
    verified: true,
    remote: false,
    free: [],
    busy: [],
    hidden: "private",
  },
  {
    key: "mcr-menswear-optout",
    trade: "Stylist",
    profession: "Stylist",
    town: "Manchester",
    skills: ["menswear"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
    hidden: "opted-out",
  },
  {
    key: "mcr-menswear-suspended",
    trade: "Stylist",
    profession: "Stylist",
    town: "Manchester",
    skills: ["menswear"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
    hidden: "suspended",
  },
  {
    key: "mcr-menswear-blocker",
    trade: "Stylist",
    profession: "Stylist",
    town: "Manchester",
    skills: ["menswear"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
    hidden: "blocked-asker",
  },
  {
    key: "bristol-tog",
    trade: "Photographer",
    profession: "Photographer",
    town: "Bristol",
    skills: ["35mm", "documentary"],
    verified: false,
    remote: false,
    free: ["2026-11-28"],
    busy: [],
  },
  {
    key: "truro-stylist",
    trade: "Stylist",
    profession: "Stylist",
    town: "Penzance",
    skills: ["vintage"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "remote-retoucher",
    trade: "Retoucher",
    profession: "Retoucher",
    town: "Leeds",
    skills: ["beauty"],
    verified: true,
    remote: true,
    free: [],
    busy: [],
  },
  {
    key: "remote-animator",
    trade: "Motion Designer",
    profession: "Animator",
    town: "Sheffield",
    skills: ["3d"],
    verified: false,
    remote: true,
    free: [],
    busy: [],
  },
  {
    key: "glasgow-dop",
    trade: "Videographer",
    profession: "DOP",
    town: "Glasgow",
    skills: ["narrative"],
    verified: true,
    remote: false,
    free: ["2026-12-01"],
    busy: [],
  },
  {
    key: "edinburgh-illustrator",
    trade: "Illustrator",
    profession: "Illustrator",
    town: "Edinburgh",
    skills: ["botanical"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "cardiff-designer",
    trade: "Graphic Designer",
    profession: "Graphic Designer",
    town: "Cardiff",
    skills: ["branding"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "brum-model",
    trade: "Model",
    profession: "Talent",
    town: "Birmingham",
    skills: ["runway"],
    verified: true,
    remote: false,
    free: ["2026-11-24"],
    busy: [],
  },
  {
    key: "leeds-hair",
    trade: "Hair Stylist",
    profession: "Hair Stylist",
    town: "Leeds",
    skills: ["bridal", "braids"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "london-mua-sfx",
    trade: "Makeup Artist",
    profession: "MUA",
    town: "London",
    skills: ["prosthetics", "editorial"],
    verified: true,
    remote: false,
    free: ["2026-11-28", "2026-11-29"],
    busy: [],
  },
  {
    key: "mcr-mua-weekend",
    trade: "Makeup Artist",
    profession: "Makeup Artist",
    town: "Manchester",
    skills: ["glam"],
    verified: true,
    remote: false,
    free: ["2026-11-28"],
    busy: [],
  },
  {
    key: "mcr-mua-busy",
    trade: "Makeup Artist",
    profession: "Makeup Artist",
    town: "Manchester",
    skills: ["glam"],
    verified: true,
    remote: false,
    free: ["2026-11-28"],
    busy: ["2026-11-28"],
  },
  {
    key: "london-stylist-12dec",
    trade: "Stylist",
    profession: "Wardrobe Stylist",
    town: "London",
    skills: ["editorial"],
    verified: false,
    remote: false,
    free: ["2026-12-12"],
    busy: [],
  },
  {
    key: "nottingham-stylist",
    trade: "Stylist",
    profession: "Stylist",
    town: "Nottingham",
    skills: ["streetwear"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "newcastle-stylist",
    trade: "Stylist",
    profession: "Stylist",
    town: "Newcastle",
    skills: ["streetwear"],
    verified: true,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "york-editorial-tog",
    trade: "Photographer",
    profession: "Fashion Photographer",
    town: "York",
    skills: ["editorial"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "falmouth-dop",
    trade: "Videographer",
    profession: "Filmmaker",
    town: "Falmouth",
    skills: ["drone"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "london-ad",
    trade: "Art Director",
    profession: "Art Director",
    town: "London",
    skills: ["packaging", "campaign"],
    verified: true,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "leeds-mua",
    trade: "Makeup Artist",
    profession: "Make-up Artist",
    town: "Leeds",
    skills: ["natural"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "glasgow-tog",
    trade: "Photographer",
    profession: "Portrait Photographer",
    town: "Glasgow",
    skills: ["portrait"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
  {
    key: "mcr-colourist",
    trade: "Editor",
    profession: "Colourist",
    town: "Manchester",
    skills: ["grading"],
    verified: false,
    remote: false,
    free: [],
    busy: [],
  },
];

/** The asker every query is made by: a London photographer, blocked by one member above. */
export const ASKER_KEY = "asker";

export function generateEvalCommunity(): EvalMember[] {
  const random = createRandom(20261123);
  const names = random.shuffle(
    FIRST.flatMap((first) => LAST.map((last) => [first, last] as const)),
  );
  let nameIndex = 0;
  const named = (member: Omit<EvalMember, "firstName" | "lastName">): EvalMember => {
    const [firstName, lastName] = names[nameIndex++]!;
    return { ...member, firstName, lastName };
  };
  const members: EvalMember[] = [
    named({
      key: ASKER_KEY,
      trade: "Photographer",
      profession: "Photographer",
      town: "London",
      skills: [],
      verified: false,
      remote: false,
      free: [],
      busy: [],
    }),
    ...TARGETS.map(named),
  ];
  const trades = Object.keys(PROFESSION_WORDS);
  for (let i = 0; members.length < 320; i++) {
    const trade = random.pick(trades);
    const town = random.pick(TOWNS);
    if (forbidden(trade, town)) continue;
    const calendar = random.chance(0.4) ? random.sample(CALENDAR, random.int(1, 6)) : [];
    const busy = calendar.filter(() => random.chance(0.3));
    members.push(
      named({
        key: `member-${i}`,
        trade,
        profession: random.pick(PROFESSION_WORDS[trade]!),
        town,
        skills: random.sample(SKILLS[trade]!, random.int(0, 2)),
        verified: random.chance(0.3),
        remote: false,
        free: calendar.filter((day) => !busy.includes(day)),
        busy,
      }),
    );
  }
  return members;
}

const BIO_OPENINGS = [
  (m: EvalMember) => `${m.profession} based in ${m.town}.`,
  (m: EvalMember) =>
    `${m.town}-based ${m.profession.toLowerCase()}, working with brands and independents.`,
  (m: EvalMember) => `Hi, I'm ${m.firstName}. ${m.profession} from ${m.town}.`,
  (_m: EvalMember) => "Collaborative, calm on set and always on time.",
];

/** The bio names the first skill; the second is a hashtag on a post, the third a portfolio tag. */
function bioOf(member: EvalMember, index: number): string {
  const parts = [BIO_OPENINGS[index % BIO_OPENINGS.length]!(member)];
  if (member.skills[0]) parts.push(`Mostly ${member.skills[0]} work these days.`);
  if (member.remote) parts.push("Happy to work remotely anywhere in the UK.");
  return parts.join(" ");
}

/** Writes the community; returns each member's id by key. */
export async function insertEvalCommunity(
  db: Database,
  members: EvalMember[],
): Promise<Map<string, string>> {
  const passwordHash = await hashPassword("eval-community-password");
  const rows = await db
    .insert(users)
    .values(
      members.map((member, index) => ({
        email: `${member.key}@eval.atelier.test`,
        passwordHash,
        firstName: member.firstName,
        lastName: member.lastName,
        profession: member.profession,
        location: index % 5 === 0 ? `${member.town}, UK` : member.town,
        bio: bioOf(member, index),
        isVerified: member.verified,
        verificationStatus: member.verified ? ("verified" as const) : ("unverified" as const),
        privacySettings: {
          profileVisibility:
            member.hidden === "private" ? ("private" as const) : ("public" as const),
          showEmail: false,
          showPhone: false,
          allowMessages: true,
          aiSuggestions: member.hidden !== "opted-out",
        },
        suspendedAt: member.hidden === "suspended" ? new Date("2026-11-01") : null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(rows.map((row) => [row.email.split("@")[0]!, row.id]));
  const id = (member: EvalMember) => ids.get(member.key)!;
  const hashtagged = members.filter((member) => member.skills[1]);
  if (hashtagged.length > 0) {
    await db.insert(posts).values(
      hashtagged.map((member) => ({
        userId: id(member),
        content: `New work this week #${member.skills[1]}`,
        hashtags: [member.skills[1]!],
      })),
    );
  }
  const portfolios = members.filter((member) => member.skills[2] ?? member.skills[0]);
  await db.insert(portfolioItems).values(
    portfolios.map((member) => ({
      userId: id(member),
      title: `${member.profession} work`,
      description: "Selected pieces from the last year.",
      tags: member.skills[2] ? [member.skills[2]] : [],
    })),
  );
  const events = members.flatMap((member) => [
    ...member.free.map((date) => ({ userId: id(member), date, status: "available" as const })),
    ...member.busy.map((date) => ({ userId: id(member), date, status: "busy" as const })),
    // A busy day on top of a free one: the busy one wins.
    ...member.busy
      .filter((date) => !member.free.includes(date))
      .map((date) => ({ userId: id(member), date, status: "available" as const })),
  ]);
  if (events.length > 0) await db.insert(availabilityEvents).values(events);
  const blocker = members.find((member) => member.hidden === "blocked-asker");
  if (blocker) {
    await db.insert(blocks).values({ blockerId: id(blocker), blockedId: ids.get(ASKER_KEY)! });
  }
  return ids;
}
