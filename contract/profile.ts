import { z } from "zod/mini";
import { SETTINGS_PROFESSIONS } from "./constants.ts";
import { filledText, requiredText } from "./human-errors.ts";
import { userSummarySchema } from "./users.ts";

export const BIO_MAX_LENGTH = 500;
export const NAME_REQUIRED_MESSAGE = "First and last name are required.";
export const BIO_TOO_LONG_MESSAGE = `Bio can be at most ${BIO_MAX_LENGTH} characters.`;
export const WEBSITE_MESSAGE =
  "Please enter a valid website address starting with http:// or https://";
export const PHONE_MESSAGE =
  "Please enter a valid UK phone number, e.g. 07700 900123 or +44 7700 900123.";
export const PROFESSION_MESSAGE = "Please choose a profession from the list.";
export const LOCATION_MAX_LENGTH = 100;

/**
 * Where a member is based: any UK town they type, trimmed. Sign-up and Settings share this one
 * rule, so a town accepted at sign-up can always be saved again; the big cities are offered as
 * suggestions only.
 */
export const locationText = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LOCATION_MAX_LENGTH, `Location can be at most ${LOCATION_MAX_LENGTH} characters.`),
  );

/** UK numbers: +44 or 0, then 9–10 digits; spaces, dashes and brackets allowed between. */
const UK_PHONE = /^(?:\+44|0)(?:[\s\-()]*\d){9,10}$/;

/** An optional form field: empty, null or absent all mean "not set". */
const optionalText = <T extends z.ZodMiniType<string, string>>(schema: T) =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown) => (value === "" ? null : value)),
      z.nullish(schema),
    ),
    z.transform((value): string | null => value ?? null),
  );

export const profileUpdateSchema = z.object({
  firstName: filledText(NAME_REQUIRED_MESSAGE, 100),
  lastName: filledText(NAME_REQUIRED_MESSAGE, 100),
  bio: optionalText(z.string().check(z.trim(), z.maxLength(BIO_MAX_LENGTH, BIO_TOO_LONG_MESSAGE))),
  profession: optionalText(z.enum(SETTINGS_PROFESSIONS, PROFESSION_MESSAGE)),
  location: optionalText(locationText),
  website: optionalText(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(300)),
      z.url({ protocol: /^https?$/, error: WEBSITE_MESSAGE }),
    ),
  ),
  phone: optionalText(z.string().check(z.trim(), z.regex(UK_PHONE, PHONE_MESSAGE))),
  /** Ignored by the server: the photo changes only through PUT /api/profile/image. */
  profileImageUrl: z.nullish(z.string()),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileImageSchema = z.object({
  imageURL: requiredText("Please upload a photo first.").check(z.minLength(1), z.maxLength(500)),
});

export const followCountsSchema = z.object({ followers: z.number(), following: z.number() });
export type FollowCounts = z.infer<typeof followCountsSchema>;

export const isFollowingSchema = z.object({
  isFollowing: z.boolean(),
  /** Asked to follow a followers-only member who has not answered yet. */
  isRequested: z.boolean(),
});
export type IsFollowing = z.infer<typeof isFollowingSchema>;

/** What a follow or unfollow answers: the new state and the member's new counts. */
export const followStateSchema = z.extend(isFollowingSchema, followCountsSchema.shape);
export type FollowState = z.infer<typeof followStateSchema>;

/** A page of the members asking to follow the signed-in member, newest first. */
export const followRequestListSchema = z.array(userSummarySchema);
export const FOLLOW_REQUEST_NOT_FOUND_MESSAGE = "Follow request not found.";
