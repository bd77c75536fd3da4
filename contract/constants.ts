/** Business constants shared by server and web. */

export const SIGN_UP_PROFESSIONS = [
  "photographer",
  "videographer",
  "model",
  "stylist",
  "makeup_artist",
  "graphic_designer",
  "creative_director",
  "other",
] as const;

export const SIGN_UP_PROFESSION_LABELS: Record<(typeof SIGN_UP_PROFESSIONS)[number], string> = {
  photographer: "Photographer",
  videographer: "Videographer",
  model: "Model",
  stylist: "Stylist",
  makeup_artist: "Makeup Artist",
  graphic_designer: "Graphic Designer",
  creative_director: "Creative Director",
  other: "Other",
};

export const SETTINGS_PROFESSIONS = [
  "Photographer",
  "Videographer",
  "Stylist",
  "Model",
  "Graphic Designer",
  "Makeup Artist",
  "Fashion Designer",
  "Creative Director",
  "Art Director",
  "Illustrator",
  "Web Designer",
  "Content Creator",
  "Writer",
  "Editor",
] as const;

export const UK_LOCATIONS = [
  "London",
  "Manchester",
  "Birmingham",
  "Bristol",
  "Leeds",
  "Liverpool",
  "Sheffield",
  "Edinburgh",
  "Glasgow",
  "Cardiff",
  "Belfast",
  "Newcastle",
  "Nottingham",
  "Leicester",
  "Brighton",
] as const;

export const PROFESSION_CATEGORIES = [
  "Photography",
  "Videography",
  "Styling",
  "Modeling",
  "Graphic Design",
  "Web Design",
] as const;

export const VERIFICATION_STATUSES = ["unverified", "pending", "verified", "rejected"] as const;
export const PLANS = ["free", "premium", "business"] as const;
/** Members find work; business accounts also post jobs. */
export const ACCOUNT_TYPES = ["member", "business"] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const UPLOAD_LIMITS = {
  postImage: 10_485_760,
  kycDocument: 10_485_760,
  profilePhoto: 5_242_880,
  portfolio: 52_428_800,
} as const;

export const LOGIN_REDIRECT_DELAY_MS = 500;
export const POST_LOGIN_NAVIGATION_DELAY_MS = 100;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
