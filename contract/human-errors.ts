import { type core, z } from "zod/mini";

/**
 * Every refusal a member can read names the field and, for a limit, the limit itself. Schemas
 * that set their own message keep it; everything else gets a sentence from here instead of the
 * validation library's own wording ("Too big: expected string to have <=120 characters").
 * Importing this module installs it, for the server and the web app alike.
 */

/** Field names that read badly when simply split at their capitals. */
const FIELD_LABELS = new Map<string, string>([
  ["q", "Search"],
  ["imageURL", "Image"],
  ["imageUrl", "Image"],
  ["videoUrl", "Video"],
  ["receiverId", "Recipient"],
  ["recipientId", "Recipient"],
  ["userId", "Member"],
  ["id", "Id"],
]);

/** "firstName" → "First name"; an item of a list speaks of one of them ("Each tag"). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.filter((segment): segment is string => typeof segment === "string");
  const name = names.at(-1);
  if (name === undefined) return "This value";
  const label = FIELD_LABELS.get(name) ?? sentenceCase(name);
  const isListItem = typeof path.at(-1) === "number";
  return isListItem ? `Each ${singular(label).toLowerCase()}` : label;
}

function sentenceCase(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function singular(label: string): string {
  return label.endsWith("s") ? label.slice(0, -1) : label;
}

const FORMAT_NAMES: Record<string, string> = {
  email: "a valid email address",
  url: "a valid web address starting with http:// or https://",
  uuid: "a valid id",
  regex: "in the expected format",
};

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The sentence for one refusal, or undefined to keep a message the schema set itself. */
export function humanMessage(issue: core.$ZodRawIssue): string | undefined {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case "too_big": {
      const max = issue.maximum as number;
      if (issue.origin === "string") {
        return `${label} can be at most ${plural(max, "character", "characters")}.`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return `${label} can have at most ${plural(max, "item", "items")}.`;
      }
      return `${label} can be at most ${max}.`;
    }
    case "too_small": {
      const min = issue.minimum as number;
      if (issue.origin === "string") {
        return min <= 1
          ? `${label} is required.`
          : `${label} needs at least ${plural(min, "character", "characters")}.`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return `${label} needs at least ${plural(min, "item", "items")}.`;
      }
      return `${label} must be at least ${min}.`;
    }
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? `${label} is required.`
        : `${label} is not valid.`;
    case "invalid_value":
      return `Please choose a valid ${label.toLowerCase()}.`;
    case "invalid_format":
      return `${label} must be ${FORMAT_NAMES[issue.format] ?? "in the expected format"}.`;
    case "unrecognized_keys":
      return `${plural(issue.keys.length, "field is", "fields are")} not expected here.`;
    default:
      return `${label} is not valid.`;
  }
}

z.config({ customError: humanMessage });

/**
 * Text the member must give: `whenMissing` when it is absent or not text at all, while its
 * limits (`z.minLength`, `z.maxLength`) keep their own sentences naming the field and the limit.
 */
export function requiredText(whenMissing: string) {
  return z.string({ error: (issue) => (issue.code === "invalid_type" ? whenMissing : undefined) });
}

/**
 * Text the member must fill in, trimmed: `whenMissing` when it is absent, not text or blank, and
 * at most `max` characters (the length sentence names the limit).
 */
export function filledText(whenMissing: string, max: number) {
  return requiredText(whenMissing).check(z.trim(), z.minLength(1, whenMissing), z.maxLength(max));
}
