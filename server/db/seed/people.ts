import type { SETTINGS_PROFESSIONS, UK_LOCATIONS } from "@contract/constants.ts";

export type Profession = (typeof SETTINGS_PROFESSIONS)[number];
export type City = (typeof UK_LOCATIONS)[number];

export type Person = {
  firstName: string;
  lastName: string;
  profession: Profession;
  city: City;
};

const person = (firstName: string, lastName: string, profession: Profession, city: City) => ({
  firstName,
  lastName,
  profession,
  city,
});

/** The demo account that README and the start-up banner point people to. */
export const DEMO_MEMBER = person("Amelia", "Hughes", "Photographer", "London");

/**
 * The demo community, written out by hand so it reads like a real mix of UK creatives; London and
 * Manchester are busiest, as on any creative network. Order matters: it is the insertion order.
 */
export const COMMUNITY: readonly Person[] = [
  DEMO_MEMBER,
  person("Oliver", "Bennett", "Videographer", "London"),
  person("Priya", "Patel", "Stylist", "London"),
  person("Kwame", "Asante", "Model", "London"),
  person("Freya", "Campbell", "Makeup Artist", "Edinburgh"),
  person("Callum", "MacLeod", "Photographer", "Glasgow"),
  person("Isla", "Thompson", "Model", "Manchester"),
  person("Rhys", "Evans", "Videographer", "Cardiff"),
  person("Niamh", "O'Connor", "Graphic Designer", "Belfast"),
  person("Harriet", "Clarke", "Creative Director", "London"),
  person("Jamal", "Ahmed", "Photographer", "Birmingham"),
  person("Sophie", "Whitfield", "Fashion Designer", "Manchester"),
  person("Ethan", "Walsh", "Art Director", "Leeds"),
  person("Chloe", "Davies", "Illustrator", "Bristol"),
  person("Arjun", "Sharma", "Web Designer", "Manchester"),
  person("Grace", "Okafor", "Content Creator", "London"),
  person("Thomas", "Reid", "Writer", "Edinburgh"),
  person("Imogen", "Fletcher", "Editor", "London"),
  person("Zara", "Hussain", "Makeup Artist", "Birmingham"),
  person("Lewis", "Grant", "Photographer", "Newcastle"),
  person("Maya", "Shah", "Model", "Leicester"),
  person("Daniel", "Okoye", "Videographer", "Manchester"),
  person("Eleanor", "Price", "Stylist", "Bristol"),
  person("Finn", "Gallagher", "Graphic Designer", "Liverpool"),
  person("Ruby", "Marsh", "Photographer", "Brighton"),
  person("Samuel", "Adeyemi", "Creative Director", "Manchester"),
  person("Lily", "Harper", "Content Creator", "Leeds"),
  person("George", "Whitaker", "Art Director", "London"),
  person("Hannah", "Lloyd", "Illustrator", "Cardiff"),
  person("Mohammed", "Iqbal", "Photographer", "Leeds"),
  person("Poppy", "Sinclair", "Model", "London"),
  person("Jack", "Robertson", "Videographer", "Glasgow"),
  person("Aisha", "Rahman", "Fashion Designer", "London"),
  person("Owen", "Pritchard", "Web Designer", "Bristol"),
  person("Emily", "Shaw", "Makeup Artist", "Manchester"),
  person("Nathan", "Brooks", "Graphic Designer", "Birmingham"),
  person("Ciara", "Doyle", "Stylist", "Belfast"),
  person("Alfie", "Cooper", "Content Creator", "Brighton"),
  person("Megan", "Foster", "Photographer", "Sheffield"),
  person("Kieran", "Murphy", "Writer", "Liverpool"),
  person("Tamsin", "Holloway", "Illustrator", "Brighton"),
  person("Ravi", "Chauhan", "Videographer", "Leicester"),
  person("Jessica", "Barker", "Model", "Birmingham"),
  person("Elliot", "Hayes", "Creative Director", "Bristol"),
  person("Sienna", "Morgan", "Makeup Artist", "London"),
  person("Hamish", "Stewart", "Photographer", "Edinburgh"),
  person("Leah", "Robinson", "Content Creator", "Manchester"),
  person("Marcus", "Bailey", "Model", "Nottingham"),
  person("Alice", "Pemberton", "Editor", "Manchester"),
  person("Yusuf", "Khan", "Graphic Designer", "London"),
  person("Evie", "Richardson", "Fashion Designer", "Leeds"),
  person("Connor", "Byrne", "Videographer", "Newcastle"),
  person("Layla", "Ali", "Stylist", "Birmingham"),
  person("Dominic", "Ashworth", "Art Director", "Manchester"),
  person("Rosie", "Jenkins", "Illustrator", "Sheffield"),
  person("Ben", "Carter", "Photographer", "Nottingham"),
  person("Anya", "Kowalski", "Model", "Glasgow"),
  person("Tobias", "Wright", "Web Designer", "London"),
  person("Martha", "Ellis", "Stylist", "Glasgow"),
  person("Kofi", "Mensah", "Content Creator", "Birmingham"),
  person("Bethan", "Jones", "Makeup Artist", "Cardiff"),
  person("Charlotte", "Dunn", "Fashion Designer", "Liverpool"),
  person("Declan", "Finch", "Creative Director", "Leeds"),
];

export const ADMIN_EMAIL = "admin@atelier.test";
/** The demo business account: a studio that hires, with the portal's figures to show. */
export const DEMO_BUSINESS_EMAIL = "hiring@northlight.atelier.test";

/** `firstname.lastname@atelier.test`, lower-case, with apostrophes and spaces dropped. */
export function emailFor(person: Pick<Person, "firstName" | "lastName">): string {
  return `${lettersOnly(person.firstName)}.${lettersOnly(person.lastName)}@atelier.test`;
}

/** `amelia-hughes`: names image files after their owner so they are easy to find on disk. */
export function slugFor(person: Pick<Person, "firstName" | "lastName">): string {
  return `${lettersOnly(person.firstName)}-${lettersOnly(person.lastName)}`;
}

/** "O'Connor" → "oconnor": safe in emails, file names and domains. */
export function lettersOnly(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, "");
}
