import type { Person, Profession } from "./people.ts";
import type { Random } from "./random.ts";

/** Phrases in each profession's own voice; templates below stitch them into a bio. */
type Voice = {
  /** Where the work happens, after "N years …". */
  setting: string;
  /** Noun phrases that fit after "focused on" and "I love". */
  focus: readonly string[];
  credits: readonly string[];
  invitations: readonly string[];
};

const VOICES: Record<Profession, Voice> = {
  Photographer: {
    setting: "behind the camera",
    focus: [
      "editorial portraits in natural light",
      "fashion campaigns and lookbooks",
      "honest wedding and elopement stories",
      "street and documentary work",
      "product and still life for independent brands",
      "live music and the people who make it",
    ],
    credits: [
      "Recent clients include independent labels, arts charities and a couple of record shops.",
      "Shot covers for two independent magazines this year.",
      "Still shooting 35mm film alongside digital.",
      "Exhibited in a few group shows and one very small solo one.",
    ],
    invitations: [
      "Always up for test shoots with new stylists and MUAs.",
      "Booking commissions for next quarter, so drop me a message.",
      "Happy to mentor anyone just starting out.",
    ],
  },
  Videographer: {
    setting: "behind the lens",
    focus: [
      "music videos and short documentaries",
      "brand films for small businesses",
      "fashion films with a cinematic grade",
      "festival and event coverage",
      "vertical, social-first video",
    ],
    credits: [
      "Full cinema camera kit and a small lighting package.",
      "Work has screened at a handful of UK short film festivals.",
      "I edit and grade in-house, so projects stay tight.",
    ],
    invitations: [
      "Looking for stylists and art directors for a spec fashion film.",
      "Currently booking shoots for the next couple of months.",
      "Open to crewing as camera operator or DOP.",
    ],
  },
  Stylist: {
    setting: "on set",
    focus: [
      "editorial and celebrity styling",
      "sustainable, vintage-led styling",
      "menswear and sharp tailoring",
      "commercial e-commerce shoots",
      "wardrobe for music artists on tour",
    ],
    credits: [
      "Former fashion buyer turned freelance stylist.",
      "Styled lookbooks for a dozen independent labels.",
      "Pulls from showrooms, charity shops and my own archive.",
    ],
    invitations: [
      "Always keen to meet photographers building their books.",
      "Taking bookings for campaign and editorial work.",
      "Assisting days available for students, so say hello.",
    ],
  },
  Model: {
    setting: "in front of the camera",
    focus: [
      "fashion editorial and runway",
      "commercial and lifestyle campaigns",
      "beauty and skincare close-ups",
      "fitness and sportswear",
      "alternative, tattoo-friendly fashion",
    ],
    credits: [
      "Agency-represented, but booking independent shoots too.",
      "Walked for graduate shows and a few independent designers.",
      "Comfortable with movement, dance and speaking to camera.",
    ],
    invitations: [
      "Open to paid work and selected collaborations.",
      "Available for castings, with digitals on request.",
      "Love working with new designers on their lookbooks.",
    ],
  },
  "Makeup Artist": {
    setting: "at the makeup chair",
    focus: [
      "editorial and avant-garde beauty",
      "bridal makeup that still looks like you",
      "film, TV and SFX makeup",
      "clean skin and natural beauty for campaigns",
      "hair and makeup for music videos",
    ],
    credits: [
      "Pro kit, fully insured and happy to travel.",
      "Trained in SFX and prosthetics.",
      "Work published in several independent beauty titles.",
    ],
    invitations: [
      "Building my book, so keen on creative test shoots.",
      "Taking bridal bookings for next season.",
      "Always open to teaming up with stylists and hairdressers.",
    ],
  },
  "Graphic Designer": {
    setting: "in the studio",
    focus: [
      "brand identities for independent businesses",
      "editorial layout and type-led design",
      "album artwork and gig posters",
      "packaging for food and drink brands",
      "motion graphics and social assets",
    ],
    credits: [
      "Previously in-house at a branding studio, now freelance.",
      "Obsessed with grids, good kerning and risograph prints.",
      "Designed identities for cafés, breweries and a couple of festivals.",
    ],
    invitations: [
      "Booking projects from next month.",
      "Happy to collaborate with photographers on editorial projects.",
      "Always up for a coffee and a chat about type.",
    ],
  },
  "Fashion Designer": {
    setting: "at the cutting table",
    focus: [
      "slow fashion made from deadstock fabric",
      "tailored womenswear",
      "gender-neutral streetwear",
      "bridal and occasionwear",
      "small-batch knitwear",
    ],
    credits: [
      "Graduate collection shown at a London graduate fashion week.",
      "Everything is made in my own small UK studio.",
      "Stocked in a handful of independent boutiques.",
    ],
    invitations: [
      "Looking for photographers and models for the next lookbook.",
      "Open to collaborations with stylists.",
      "Taking bespoke commissions.",
    ],
  },
  "Creative Director": {
    setting: "leading creative teams",
    focus: [
      "campaigns for fashion and lifestyle brands",
      "brand stories told across film and stills",
      "music campaigns and artist launches",
      "retail concepts and window schemes",
    ],
    credits: [
      "Ten years across agencies before going independent.",
      "Leads a small collective of photographers, designers and writers.",
      "Has worked with start-ups and heritage brands alike.",
    ],
    invitations: [
      "Always looking for fresh talent, so share your portfolio.",
      "Hiring freelancers for upcoming campaigns.",
      "Open to mentoring emerging creatives.",
    ],
  },
  "Art Director": {
    setting: "on set",
    focus: [
      "set design and art direction for shoots",
      "editorial art direction for magazines",
      "art direction for music videos",
      "visual identities for campaigns",
    ],
    credits: [
      "Built sets everywhere from white studios to multi-storey car parks.",
      "Former magazine art director.",
      "Works with photographers from the first moodboard to the final grade.",
    ],
    invitations: [
      "Looking for set builders and prop stylists to add to my little black book.",
      "Booking from next month.",
      "Always happy to talk through a brief.",
    ],
  },
  Illustrator: {
    setting: "at the drawing desk",
    focus: [
      "editorial illustration for magazines and newspapers",
      "children's books and picture stories",
      "murals and large-scale public art",
      "hand-lettering and packaging illustration",
    ],
    credits: [
      "Sketchbook always in my bag.",
      "Clients include publishers, charities and independent brands.",
      "Painted murals in three UK cities.",
    ],
    invitations: [
      "Commissions open for editorial and packaging.",
      "Love collaborating with writers and designers.",
      "Prints available on request.",
    ],
  },
  "Web Designer": {
    setting: "building for the web",
    focus: [
      "portfolio websites for photographers and artists",
      "online shops for independent brands",
      "accessible, fast websites for small businesses",
      "UX for creative start-ups",
    ],
    credits: [
      "I design and build, so nothing gets lost in the handover.",
      "A big believer in accessible, fast websites.",
      "Built sites for galleries, studios and one very good bakery.",
    ],
    invitations: [
      "Taking on two new portfolio sites a month.",
      "Happy to look over your site and give honest notes.",
      "Open to collaborating with brand designers.",
    ],
  },
  "Content Creator": {
    setting: "behind a ring light",
    focus: [
      "short-form video about creative careers",
      "fashion and lifestyle content",
      "behind-the-scenes content for brands",
      "travel and food content from around the UK",
    ],
    credits: [
      "A growing community across short-form video platforms.",
      "I film, edit and write everything myself.",
      "Produced content for independent brands and festivals.",
    ],
    invitations: [
      "Open to brand partnerships that feel genuine.",
      "Always up for a collab, so message me.",
      "Looking for photographers for a monthly content day.",
    ],
  },
  Writer: {
    setting: "at the keyboard",
    focus: [
      "copywriting for fashion and beauty brands",
      "features and interviews with creatives",
      "scripts for brand films",
      "culture and music journalism",
    ],
    credits: [
      "Bylines in a range of independent magazines.",
      "Former agency copywriter.",
      "I write the words that sit next to your pictures.",
    ],
    invitations: [
      "Commissions and pitches welcome.",
      "Happy to write the about page you keep putting off.",
      "Always looking for creatives to interview.",
    ],
  },
  Editor: {
    setting: "in the edit suite",
    focus: [
      "fashion films and music videos",
      "documentary editing",
      "commercial edits and social cut-downs",
      "picture editing for magazines",
    ],
    credits: [
      "Cuts in Premiere and DaVinci Resolve.",
      "Has cut for broadcast and for brands.",
      "Calm under deadline, mostly.",
    ],
    invitations: [
      "Available for remote edits.",
      "Booking edit days from next month.",
      "Happy to take rushes off a director's hands.",
    ],
  },
};

type BioParts = Person & { focus: string; credit: string; invitation: string; years: number };

/** Five shapes of bio, so neighbouring profiles in the network grid do not read alike. */
const TEMPLATES: readonly ((bio: BioParts) => string)[] = [
  (b) => `${b.profession} based in ${b.city}, focused on ${b.focus}. ${b.credit} ${b.invitation}`,
  (b) =>
    `${b.years} years ${VOICES[b.profession].setting} in ${b.city}. I love ${b.focus}. ${b.invitation}`,
  (b) => `${b.city}-based ${b.profession.toLowerCase()} working on ${b.focus}. ${b.credit}`,
  (b) =>
    `Hi, I'm ${b.firstName}! ${b.profession} from ${b.city}: ${b.focus}. ${b.credit} ${b.invitation}`,
  (b) => `${capitalise(b.focus)}. ${b.profession}, ${b.city}. ${b.credit} ${b.invitation}`,
];

export function writeBio(person: Person, random: Random): string {
  const voice = VOICES[person.profession];
  return random.pick(TEMPLATES)({
    ...person,
    focus: random.pick(voice.focus),
    credit: random.pick(voice.credits),
    invitation: random.pick(voice.invitations),
    years: random.int(2, 14),
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
