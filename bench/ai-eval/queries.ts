import { TOWN_PLACES } from "../../server/ai/places.ts";
import type { EvalMember } from "./community.ts";

/**
 * The labelled queries: each says, from the members' facts alone, who is a right answer.
 * `none` marks a query that must be answered with nobody.
 */
export type EvalQuery = {
  query: string;
  kind: string;
  relevant: (member: EvalMember) => boolean;
};

const place = (town: string) => TOWN_PLACES.find((known) => known.name === town)!;
const is =
  (...trades: string[]) =>
  (m: EvalMember) =>
    trades.includes(m.trade);
const inTown = (town: string) => (m: EvalMember) => m.town === town;
const inArea = (area: string) => (m: EvalMember) => place(m.town).area === area;
const inRegion =
  (...regions: string[]) =>
  (m: EvalMember) =>
    regions.includes(place(m.town).region);
const has = (skill: string) => (m: EvalMember) => m.skills.includes(skill);
const verified = (m: EvalMember) => m.verified;
const remote = (m: EvalMember) => m.remote;
const freeBetween = (from: string, to: string) => (m: EvalMember) =>
  m.free.some((day) => day >= from && day <= to && !m.busy.includes(day));
const not = (rule: (m: EvalMember) => boolean) => (m: EvalMember) => !rule(m);
const all =
  (...rules: ((m: EvalMember) => boolean)[]) =>
  (m: EvalMember) =>
    rules.every((rule) => rule(m));
const none = () => false;

export const EVAL_QUERIES: EvalQuery[] = [
  {
    kind: "plain",
    query: "menswear stylist in Manchester",
    relevant: all(is("Stylist"), inTown("Manchester"), has("menswear")),
  },
  {
    kind: "plain",
    query: "photographer in Bristol",
    relevant: all(is("Photographer"), inTown("Bristol")),
  },
  {
    kind: "plain",
    query: "makeup artist in Leeds",
    relevant: all(is("Makeup Artist"), inTown("Leeds")),
  },
  {
    kind: "plain",
    query: "wardrobe stylist in London",
    relevant: all(is("Stylist"), inTown("London")),
  },
  { kind: "plain", query: "retoucher in London", relevant: all(is("Retoucher"), inTown("London")) },
  {
    kind: "plain",
    query: "illustrator in Edinburgh",
    relevant: all(is("Illustrator"), inTown("Edinburgh")),
  },
  {
    kind: "plain",
    query: "art director in London",
    relevant: all(is("Art Director"), inTown("London")),
  },
  { kind: "plain", query: "model in Manchester", relevant: all(is("Model"), inTown("Manchester")) },
  {
    kind: "plain",
    query: "graphic designer in Cardiff",
    relevant: all(is("Graphic Designer"), inTown("Cardiff")),
  },
  {
    kind: "plain",
    query: "Looking for a hair stylist in Leeds",
    relevant: all(is("Hair Stylist"), inTown("Leeds")),
  },
  { kind: "slang", query: "MUA in London", relevant: all(is("Makeup Artist"), inTown("London")) },
  {
    kind: "slang",
    query: "hair and makeup in London",
    relevant: all(is("Makeup Artist", "Hair Stylist"), inTown("London")),
  },
  {
    kind: "slang",
    query: "DOP in Manchester",
    relevant: all(is("Videographer"), inTown("Manchester")),
  },
  {
    kind: "slang",
    query: "cinematographer in Glasgow",
    relevant: all(is("Videographer"), inTown("Glasgow")),
  },
  {
    kind: "slang",
    query: "tog in Brighton",
    relevant: all(is("Photographer"), inTown("Brighton")),
  },
  { kind: "slang", query: "photog in Leeds", relevant: all(is("Photographer"), inTown("Leeds")) },
  {
    kind: "slang",
    query: "togs in Manchester",
    relevant: all(is("Photographer"), inTown("Manchester")),
  },
  {
    kind: "slang",
    query: "colourist in Manchester",
    relevant: all(is("Editor"), inTown("Manchester")),
  },
  {
    kind: "slang",
    query: "talent in Birmingham",
    relevant: all(is("Model"), inTown("Birmingham")),
  },
  {
    kind: "slang",
    query: "London-based retoucher",
    relevant: all(is("Retoucher"), inTown("London")),
  },
  {
    kind: "slang",
    query: "need a DP in Brum",
    relevant: all(is("Videographer"), inTown("Birmingham")),
  },
  {
    kind: "typo",
    query: "fotographer in Brstol",
    relevant: all(is("Photographer"), inTown("Bristol")),
  },
  {
    kind: "typo",
    query: "stylst in Manchster",
    relevant: all(is("Stylist"), inTown("Manchester")),
  },
  {
    kind: "typo",
    query: "make up artsit in Londn",
    relevant: all(is("Makeup Artist"), inTown("London")),
  },
  {
    kind: "typo",
    query: "illustrater in Edinbrugh",
    relevant: all(is("Illustrator"), inTown("Edinburgh")),
  },
  { kind: "typo", query: "retoucer in London", relevant: all(is("Retoucher"), inTown("London")) },
  {
    kind: "typo",
    query: "videografer in Manchester",
    relevant: all(is("Videographer"), inTown("Manchester")),
  },
  {
    kind: "typo",
    query: "photographer in Glasgw",
    relevant: all(is("Photographer"), inTown("Glasgow")),
  },
  { kind: "typo", query: "modle in Birmingham", relevant: all(is("Model"), inTown("Birmingham")) },
  {
    kind: "typo",
    query: "menswaer stylist in Manchester",
    relevant: all(is("Stylist"), inTown("Manchester"), has("menswear")),
  },
  { kind: "skills", query: "35mm photographer", relevant: all(is("Photographer"), has("35mm")) },
  {
    kind: "skills",
    query: "bridal makeup artist",
    relevant: all(is("Makeup Artist"), has("bridal")),
  },
  {
    kind: "skills",
    query: "editorial stylist in London",
    relevant: all(is("Stylist"), inTown("London"), has("editorial")),
  },
  {
    kind: "skills",
    query: "streetwear stylist up north",
    relevant: all(
      is("Stylist"),
      inRegion("North West", "North East", "Yorkshire"),
      has("streetwear"),
    ),
  },
  { kind: "skills", query: "prosthetics", relevant: has("prosthetics") },
  { kind: "skills", query: "menswear", relevant: has("menswear") },
  {
    kind: "skills",
    query: "packaging designer",
    relevant: all(is("Graphic Designer"), has("packaging")),
  },
  { kind: "skills", query: "drone videographer", relevant: all(is("Videographer"), has("drone")) },
  {
    kind: "places",
    query: "photographer near Leeds",
    relevant: all(is("Photographer"), inArea("West Yorkshire")),
  },
  {
    kind: "places",
    query: "stylist in the midlands",
    relevant: all(is("Stylist"), inRegion("West Midlands", "East Midlands")),
  },
  {
    kind: "places",
    query: "videographer in Cornwall",
    relevant: all(is("Videographer"), inArea("Cornwall")),
  },
  {
    kind: "places",
    query: "photographer in Yorkshire",
    relevant: all(is("Photographer"), inRegion("Yorkshire")),
  },
  {
    kind: "places",
    query: "stylist in Scotland",
    relevant: all(is("Stylist"), inRegion("Scotland")),
  },
  { kind: "places", query: "stylist in Truro", relevant: all(is("Stylist"), inArea("Cornwall")) },
  {
    kind: "two-three",
    query: "verified photographer in London",
    relevant: all(is("Photographer"), inTown("London"), verified),
  },
  {
    kind: "two-three",
    query: "verified MUA in Manchester free this weekend",
    relevant: all(
      is("Makeup Artist"),
      inTown("Manchester"),
      verified,
      freeBetween("2026-11-28", "2026-11-29"),
    ),
  },
  {
    kind: "two-three",
    query: "editorial photographer in York",
    relevant: all(is("Photographer"), inTown("York"), has("editorial")),
  },
  {
    kind: "two-three",
    query: "bridal hair stylist in Leeds",
    relevant: all(is("Hair Stylist"), inTown("Leeds"), has("bridal")),
  },
  {
    kind: "two-three",
    query: "menswear stylist in Manchester free 3-5 December",
    relevant: all(
      is("Stylist"),
      inTown("Manchester"),
      has("menswear"),
      freeBetween("2026-12-03", "2026-12-05"),
    ),
  },
  {
    kind: "dates",
    query: "stylist available on 12 December",
    relevant: all(is("Stylist"), freeBetween("2026-12-12", "2026-12-12")),
  },
  {
    kind: "dates",
    query: "photographer free this weekend in Bristol",
    relevant: all(is("Photographer"), inTown("Bristol"), freeBetween("2026-11-28", "2026-11-29")),
  },
  {
    kind: "dates",
    query: "makeup artist in London free this weekend",
    relevant: all(is("Makeup Artist"), inTown("London"), freeBetween("2026-11-28", "2026-11-29")),
  },
  {
    kind: "dates",
    query: "model available tomorrow",
    relevant: all(is("Model"), freeBetween("2026-11-24", "2026-11-24")),
  },
  {
    kind: "dates",
    query: "DOP free next week in Glasgow",
    relevant: all(is("Videographer"), inTown("Glasgow"), freeBetween("2026-11-30", "2026-12-06")),
  },
  { kind: "verified", query: "verified stylist", relevant: all(is("Stylist"), verified) },
  { kind: "verified", query: "verified retoucher", relevant: all(is("Retoucher"), verified) },
  {
    kind: "verified",
    query: "art director, verified only",
    relevant: all(is("Art Director"), verified),
  },
  {
    kind: "negation",
    query: "photographer not in London",
    relevant: all(is("Photographer"), not(inTown("London"))),
  },
  {
    kind: "negation",
    query: "stylist outside London",
    relevant: all(is("Stylist"), not(inTown("London"))),
  },
  {
    kind: "negation",
    query: "retoucher not in London",
    relevant: all(is("Retoucher"), not(inTown("London"))),
  },
  {
    kind: "negation",
    query: "MUA except Manchester",
    relevant: all(is("Makeup Artist"), not(inTown("Manchester"))),
  },
  { kind: "remote", query: "remote retoucher", relevant: all(is("Retoucher"), remote) },
  {
    kind: "remote",
    query: "animator working remotely",
    relevant: all(is("Motion Designer"), remote),
  },
  { kind: "no-match", query: "retoucher in Truro", relevant: none },
  { kind: "no-match", query: "photographer in Belfast", relevant: none },
  { kind: "no-match", query: "illustrator in Cardiff", relevant: none },
  { kind: "no-match", query: "astronaut in London", relevant: none },
  { kind: "no-match", query: "xyzzy qwerty", relevant: none },
  { kind: "no-match", query: "stylist free on 25 December", relevant: none },
  { kind: "no-match", query: "model in Penzance", relevant: none },
  { kind: "no-match", query: "model in Cornwall", relevant: none },
];
