import type { PayType } from "@contract/jobs.ts";
import { type City, DEMO_BUSINESS_EMAIL, type Profession } from "./people.ts";

type JobListing = {
  /** The member who posts it, by email; listings match their poster's trade and city. */
  poster: string;
  title: string;
  description: string;
  profession: Profession;
  location: City | "Remote";
  pay: { type: PayType; min: number; max?: number };
};

/** Who posts the listings: each of them hires through a business account. */
export function listingPosters(): Set<string> {
  return new Set(JOB_LISTINGS.map((listing) => listing.poster));
}

/** Newest first: the first listing is posted a few hours ago. */
export const JOB_LISTINGS: readonly JobListing[] = [
  {
    poster: "harriet.clarke@atelier.test",
    title: "Photographer for an autumn/winter campaign",
    description:
      "Two days in a Hackney studio and on location for a London womenswear label. You'll need strong fashion and editorial work and be happy with a small crew and a tight shot list. Retouching is handled separately.",
    profession: "Photographer",
    location: "London",
    pay: { type: "day_rate", min: 650 },
  },
  {
    poster: "samuel.adeyemi@atelier.test",
    title: "DOP for a music video",
    description:
      "Single-day shoot for a Manchester artist's lead single. Night exteriors in the Northern Quarter plus one warehouse set-up. Bring your own camera package; lighting is provided.",
    profession: "Videographer",
    location: "Manchester",
    pay: { type: "fixed_fee", min: 1200 },
  },
  {
    poster: DEMO_BUSINESS_EMAIL,
    title: "Makeup artist for a portrait series",
    description:
      "I'm shooting a personal portrait series on London shopkeepers and need a MUA with a light touch: clean skin, nothing that reads as 'made up'. Four half-days over two weeks, flexible on dates.",
    profession: "Makeup Artist",
    location: "London",
    pay: { type: "day_rate", min: 300 },
  },
  {
    poster: "ethan.walsh@atelier.test",
    title: "Illustrator for a magazine cover",
    description:
      "Cover illustration for the spring issue of an independent arts quarterly. The theme is 'home'. Two rounds of amends, final artwork in three weeks.",
    profession: "Illustrator",
    location: "Remote",
    pay: { type: "fixed_fee", min: 600 },
  },
  {
    poster: "aisha.rahman@atelier.test",
    title: "Models for a deadstock collection lookbook",
    description:
      "Looking for two models for a one-day lookbook shoot in east London. The collection is cut from deadstock fabric and sizes are UK 8–14. Please include digitals with your application.",
    profession: "Model",
    location: "London",
    pay: { type: "day_rate", min: 200 },
  },
  {
    poster: "elliot.hayes@atelier.test",
    title: "Web designer for a studio portfolio site",
    description:
      "We're a small Bristol studio that needs a fast, accessible portfolio site we can update ourselves. Design and build, around eight pages, with an easy CMS.",
    profession: "Web Designer",
    location: "Remote",
    pay: { type: "fixed_fee", min: 2500 },
  },
  {
    poster: "dominic.ashworth@atelier.test",
    title: "Videographer for a behind-the-scenes series",
    description:
      "Capture behind-the-scenes footage across three magazine shoots in Manchester. Vertical and horizontal deliverables; quick turnaround on social cuts.",
    profession: "Videographer",
    location: "Manchester",
    pay: { type: "day_rate", min: 500 },
  },
  {
    poster: "harriet.clarke@atelier.test",
    title: "Fashion stylist for a campaign shoot",
    description:
      "Styling for the same autumn/winter campaign: pulling accessories and footwear to go with the collection, plus steaming and dressing on the day. Showroom contacts are a plus.",
    profession: "Stylist",
    location: "London",
    pay: { type: "day_rate", min: 450 },
  },
  {
    poster: "sophie.whitfield@atelier.test",
    title: "Photographer for a knitwear lookbook",
    description:
      "Twelve hand-finished knitwear pieces, one day in a Manchester daylight studio. I'd love someone with a soft, natural style and experience shooting texture.",
    profession: "Photographer",
    location: "Manchester",
    pay: { type: "fixed_fee", min: 1100 },
  },
  {
    poster: "grace.okafor@atelier.test",
    title: "Graphic designer for a channel rebrand",
    description:
      "New logo, thumbnail system and end cards for a creative-careers channel. Playful but clean. Deliverables as editable templates.",
    profession: "Graphic Designer",
    location: "Remote",
    pay: { type: "fixed_fee", min: 750 },
  },
  {
    poster: "george.whitaker@atelier.test",
    title: "Makeup artist for an editorial beauty story",
    description:
      "Eight-look beauty story for a print magazine: graphic liner, bare skin and one look with gold leaf. One long day in a London studio.",
    profession: "Makeup Artist",
    location: "London",
    pay: { type: "day_rate", min: 350 },
  },
  {
    poster: "declan.finch@atelier.test",
    title: "Creative director for a festival campaign",
    description:
      "Lead the campaign for a Leeds music and arts festival: concept, key visual and a team of three freelancers. About six weeks part-time.",
    profession: "Creative Director",
    location: "Leeds",
    pay: { type: "fixed_fee", min: 4000 },
  },
  {
    poster: "samuel.adeyemi@atelier.test",
    title: "Models for a streetwear lookbook",
    description:
      "Casting three models for a Manchester streetwear brand's summer drop. Street locations around Ancoats, relaxed vibe, all sizes welcome.",
    profession: "Model",
    location: "Manchester",
    pay: { type: "day_rate", min: 250 },
  },
  {
    poster: "ethan.walsh@atelier.test",
    title: "Photographer for a food festival",
    description:
      "Documenting a two-day food festival in Leeds: traders, crowds and plenty of close-ups. Same-day selects for social media needed.",
    profession: "Photographer",
    location: "Leeds",
    pay: { type: "day_rate", min: 400 },
  },
  {
    poster: "elliot.hayes@atelier.test",
    title: "Copywriter for a brand relaunch",
    description:
      "Tone of voice, website copy and launch emails for a Bristol homeware brand. Two workshop days in the studio, the rest remote.",
    profession: "Writer",
    location: "Bristol",
    pay: { type: "day_rate", min: 350 },
  },
  {
    poster: "jack.robertson@atelier.test",
    title: "Makeup artist for a short film",
    description:
      "Three-day short film shoot in Glasgow, period setting (1980s). Continuity-minded MUA with some ageing and light SFX experience.",
    profession: "Makeup Artist",
    location: "Glasgow",
    pay: { type: "day_rate", min: 280 },
  },
  {
    poster: "samuel.adeyemi@atelier.test",
    title: "Editor for a three-minute brand film",
    description:
      "Cut a three-minute brand film from two days of rushes, plus three social cut-downs. Premiere or Resolve; music is licensed.",
    profession: "Editor",
    location: "Remote",
    pay: { type: "fixed_fee", min: 900 },
  },
  {
    poster: "dominic.ashworth@atelier.test",
    title: "Stylist for a music magazine shoot",
    description:
      "Styling a four-piece band for an independent music magazine cover. Think charity-shop tailoring with one statement piece each.",
    profession: "Stylist",
    location: "Manchester",
    pay: { type: "day_rate", min: 300 },
  },
  {
    poster: "mohammed.iqbal@atelier.test",
    title: "Second shooter for a wedding weekend",
    description:
      "Second shooter for a two-day Yorkshire wedding. Candids, details and family groups; your own kit and a calm presence.",
    profession: "Photographer",
    location: "Leeds",
    pay: { type: "day_rate", min: 280 },
  },
  {
    poster: "aisha.rahman@atelier.test",
    title: "Content creator for launch week",
    description:
      "Five days of content around our collection launch: studio visits, making-of clips and launch-night coverage. Usage for our own channels.",
    profession: "Content Creator",
    location: "London",
    pay: { type: "fixed_fee", min: 800 },
  },
  {
    poster: "harriet.clarke@atelier.test",
    title: "Junior graphic designer (three-month contract)",
    description:
      "Join our small team on campaign roll-outs: resizing, layouts and social assets, with plenty of mentoring. Mostly remote with a monthly studio day.",
    profession: "Graphic Designer",
    location: "Remote",
    pay: { type: "salary", min: 32000, max: 34000 },
  },
  {
    poster: "sophie.whitfield@atelier.test",
    title: "Freelance pattern cutter",
    description:
      "Help grade and cut patterns for a small-batch womenswear collection. Two or three days a week in my Manchester studio for a month.",
    profession: "Fashion Designer",
    location: "Manchester",
    pay: { type: "day_rate", min: 220 },
  },
  {
    poster: "george.whitaker@atelier.test",
    title: "Assistant art director for an interiors shoot",
    description:
      "Assist on a 1970s interiors set build and shoot: prop sourcing, dressing and resets. Two prep days and two shoot days in London.",
    profession: "Art Director",
    location: "London",
    pay: { type: "day_rate", min: 300 },
  },
  {
    poster: DEMO_BUSINESS_EMAIL,
    title: "Picture editor to sequence a photo book",
    description:
      "I have 300 selects from a three-year project and need a fresh pair of eyes to edit and sequence them into a 96-page book. Remote, with one session in person if possible.",
    profession: "Editor",
    location: "Remote",
    pay: { type: "fixed_fee", min: 500 },
  },
];

/** `{poster}` and `{title}` are filled in; each reads like a short, real application. */
export const COVER_LETTERS: readonly string[] = [
  "Hi {poster}, I'd love to be considered for \"{title}\". I've worked on similar briefs for independent brands and enjoy a small, focused crew. My portfolio is on my profile.",
  "Hello {poster}! This brief sounds right up my street. I'm free on the dates and happy to jump on a call to talk it through.",
  'Hi {poster}, applying for "{title}". Recent work is pinned to my profile, and I can share references from previous clients.',
  "Hi {poster}, I've followed your work for a while and would really like to collaborate. I'm available and can adapt to your schedule.",
  'Hello {poster}, I think my experience is a good fit for "{title}". Happy to send a tailored selection of work if that helps.',
];
