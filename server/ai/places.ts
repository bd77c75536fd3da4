/**
 * The UK places the assistant knows: towns and cities with the county (area) and region they
 * lie in, so a search can widen from a town to its county and then its region, and a region
 * ('up north', 'the Midlands') covers its towns.
 */
export type Place = {
  name: string;
  kind: "town" | "area" | "region";
  area: string;
  region: string;
};

export const REGIONS = [
  "London",
  "South East",
  "South West",
  "East of England",
  "West Midlands",
  "East Midlands",
  "Yorkshire",
  "North West",
  "North East",
  "Wales",
  "Scotland",
  "Northern Ireland",
] as const;

export type Region = (typeof REGIONS)[number];

/** A region as a place: what a search for a town or a county in it widens to at most. */
export function regionPlace(region: Region): Place {
  return { name: region, kind: "region", area: region, region };
}

/** Town|area|region, one a line. */
const TOWNS = `
London|London|London
Hackney|London|London
Shoreditch|London|London
Peckham|London|London
Brixton|London|London
Camden|London|London
Islington|London|London
Dalston|London|London
Walthamstow|London|London
Croydon|London|London
Greenwich|London|London
Stratford|London|London
Manchester|Greater Manchester|North West
Salford|Greater Manchester|North West
Stockport|Greater Manchester|North West
Bolton|Greater Manchester|North West
Oldham|Greater Manchester|North West
Wigan|Greater Manchester|North West
Liverpool|Merseyside|North West
Birkenhead|Merseyside|North West
Preston|Lancashire|North West
Blackpool|Lancashire|North West
Lancaster|Lancashire|North West
Chester|Cheshire|North West
Warrington|Cheshire|North West
Carlisle|Cumbria|North West
Kendal|Cumbria|North West
Leeds|West Yorkshire|Yorkshire
Bradford|West Yorkshire|Yorkshire
Wakefield|West Yorkshire|Yorkshire
Huddersfield|West Yorkshire|Yorkshire
Halifax|West Yorkshire|Yorkshire
Sheffield|South Yorkshire|Yorkshire
Doncaster|South Yorkshire|Yorkshire
Rotherham|South Yorkshire|Yorkshire
York|North Yorkshire|Yorkshire
Harrogate|North Yorkshire|Yorkshire
Scarborough|North Yorkshire|Yorkshire
Hull|East Yorkshire|Yorkshire
Newcastle|Tyne and Wear|North East
Gateshead|Tyne and Wear|North East
Sunderland|Tyne and Wear|North East
Durham|County Durham|North East
Middlesbrough|Teesside|North East
Birmingham|West Midlands|West Midlands
Coventry|West Midlands|West Midlands
Wolverhampton|West Midlands|West Midlands
Walsall|West Midlands|West Midlands
Stoke|Staffordshire|West Midlands
Worcester|Worcestershire|West Midlands
Hereford|Herefordshire|West Midlands
Shrewsbury|Shropshire|West Midlands
Nottingham|Nottinghamshire|East Midlands
Leicester|Leicestershire|East Midlands
Loughborough|Leicestershire|East Midlands
Derby|Derbyshire|East Midlands
Lincoln|Lincolnshire|East Midlands
Northampton|Northamptonshire|East Midlands
Bristol|Bristol|South West
Bath|Somerset|South West
Taunton|Somerset|South West
Exeter|Devon|South West
Plymouth|Devon|South West
Torquay|Devon|South West
Truro|Cornwall|South West
Falmouth|Cornwall|South West
Penzance|Cornwall|South West
Newquay|Cornwall|South West
St Ives|Cornwall|South West
Bournemouth|Dorset|South West
Poole|Dorset|South West
Gloucester|Gloucestershire|South West
Cheltenham|Gloucestershire|South West
Swindon|Wiltshire|South West
Salisbury|Wiltshire|South West
Brighton|Sussex|South East
Hove|Sussex|South East
Eastbourne|Sussex|South East
Chichester|Sussex|South East
Oxford|Oxfordshire|South East
Reading|Berkshire|South East
Slough|Berkshire|South East
Milton Keynes|Buckinghamshire|South East
Southampton|Hampshire|South East
Portsmouth|Hampshire|South East
Winchester|Hampshire|South East
Canterbury|Kent|South East
Margate|Kent|South East
Maidstone|Kent|South East
Folkestone|Kent|South East
Guildford|Surrey|South East
Cambridge|Cambridgeshire|East of England
Peterborough|Cambridgeshire|East of England
Norwich|Norfolk|East of England
Ipswich|Suffolk|East of England
Colchester|Essex|East of England
Chelmsford|Essex|East of England
Southend|Essex|East of England
St Albans|Hertfordshire|East of England
Luton|Bedfordshire|East of England
Cardiff|South Wales|Wales
Swansea|South Wales|Wales
Newport|South Wales|Wales
Bangor|North Wales|Wales
Aberystwyth|Mid Wales|Wales
Wrexham|North Wales|Wales
Edinburgh|Lothian|Scotland
Glasgow|Strathclyde|Scotland
Aberdeen|Aberdeenshire|Scotland
Dundee|Tayside|Scotland
Inverness|Highlands|Scotland
Stirling|Stirlingshire|Scotland
Perth|Tayside|Scotland
Belfast|County Antrim|Northern Ireland
Derry|County Londonderry|Northern Ireland
Lisburn|County Antrim|Northern Ireland
Newry|County Down|Northern Ireland
`;

export const TOWN_PLACES: Place[] = TOWNS.trim()
  .split("\n")
  .map((line) => {
    const [name, area, region] = line.split("|") as [string, string, string];
    return { name, kind: "town" as const, area, region };
  });

const AREA_PLACES: Place[] = [
  ...new Map(
    TOWN_PLACES.filter((town) => town.area !== town.name && town.area !== town.region).map(
      (town) => [
        town.area,
        { name: town.area, kind: "area" as const, area: town.area, region: town.region },
      ],
    ),
  ).values(),
];

const REGION_PLACES: Place[] = REGIONS.filter((region) => region !== "London").map(regionPlace);

/** Every place by the lower-case words that name it (nicknames and alternative names too). */
export const PLACE_NAMES = new Map<string, Place[]>();
function name(words: string, ...places: Place[]) {
  PLACE_NAMES.set(words, [...(PLACE_NAMES.get(words) ?? []), ...places]);
}
for (const place of [...TOWN_PLACES, ...AREA_PLACES, ...REGION_PLACES]) {
  name(place.name.toLowerCase(), place);
}
const town = (townName: string) => TOWN_PLACES.find((place) => place.name === townName)!;
const region = (regionName: string) =>
  REGION_PLACES.find((place) => place.name === regionName) ?? town("London");
name("manc", town("Manchester"));
name("brum", town("Birmingham"));
name("newcastle upon tyne", town("Newcastle"));
name("stoke on trent", town("Stoke"));
name("londonderry", town("Derry"));
name("greater london", town("London"));
name("east london", town("London"));
name("north london", town("London"));
name("south london", town("London"));
name("west london", town("London"));
name("ldn", town("London"));
name("up north", region("North West"), region("North East"), region("Yorkshire"));
name("the north", region("North West"), region("North East"), region("Yorkshire"));
name("northern england", region("North West"), region("North East"), region("Yorkshire"));
name("down south", region("South East"), region("South West"), region("London"));
name("the south", region("South East"), region("South West"), region("London"));
name("the midlands", region("West Midlands"), region("East Midlands"));
name("midlands", region("West Midlands"), region("East Midlands"));
name("west country", region("South West"));
name("the west country", region("South West"));
name("east anglia", region("East of England"));
name("home counties", region("South East"));
name("northeast", region("North East"));
name("northwest", region("North West"));
name("southwest", region("South West"));
name("southeast", region("South East"));
name("yorks", region("Yorkshire"));
name("sussex", ...AREA_PLACES.filter((place) => place.name === "Sussex"));
name("ni", region("Northern Ireland"));

/** The place a member's own location text names, if we know it (the longest name found). */
export function placeOf(location: string | null): Place | undefined {
  if (!location) return undefined;
  const text = ` ${location.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  let best: { length: number; place: Place } | undefined;
  for (const [words, places] of PLACE_NAMES) {
    if (places.length !== 1 || places[0]!.kind !== "town") continue;
    if (text.includes(` ${words} `) && (!best || words.length > best.length)) {
      best = { length: words.length, place: places[0]! };
    }
  }
  if (best) return best.place;
  for (const [words, places] of PLACE_NAMES) {
    if (places.length === 1 && text.includes(` ${words} `)) return places[0];
  }
  return undefined;
}

/** The towns a place covers, itself included: what a member's location text may say. */
export function townsWithin(place: Place): string[] {
  if (place.kind === "town") return [place.name];
  const inside = TOWN_PLACES.filter((town) =>
    place.kind === "area" ? town.area === place.area : town.region === place.region,
  ).map((town) => town.name);
  return [place.name, ...inside];
}

/**
 * How near a member's place is to the place asked for: 1 in it, less in the same county or
 * region, 0 elsewhere or unknown.
 */
export function nearness(asked: Place, member: Place | undefined, near = false): number {
  if (!member) return 0;
  if (asked.kind === "region") return member.region === asked.region ? 1 : 0;
  if (asked.kind === "area") {
    if (member.area === asked.area) return 1;
    return member.region === asked.region ? 0.5 : 0;
  }
  if (member.name === asked.name) return 1;
  if (member.area === asked.area) return near ? 0.9 : 0.7;
  if (member.region === asked.region) return near ? 0.6 : 0.5;
  return 0;
}
