import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REGIONS, regionPlace, townsWithin } from "../../ai/places.ts";
import { textLiteral } from "../text-literal.ts";

export type NotificationPreferences = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  messageNotifications: boolean;
  jobAlerts: boolean;
  followNotifications: boolean;
};

export type PrivacySettings = {
  profileVisibility: "public" | "followers" | "private";
  showEmail: boolean;
  showPhone: boolean;
  allowMessages: boolean;
  aiSuggestions: boolean;
};

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  messageNotifications: true,
  jobAlerts: true,
  followNotifications: true,
};

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profileVisibility: "public",
  showEmail: false,
  showPhone: false,
  allowMessages: true,
  aiSuggestions: true,
};

type SearchableColumns = {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  profession: AnyPgColumn;
  location: AnyPgColumn;
  bio: AnyPgColumn;
};

/**
 * The text creator search matches: names, profession, location and bio, lower-cased. The
 * trigram index below is on exactly this expression, and the search query uses this function,
 * so the planner can use the index.
 */
export function creatorSearchText(t: SearchableColumns): SQL {
  return sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.profession}, '') || ' ' || coalesce(${t.location}, '') || ' ' || coalesce(${t.bio}, ''))`;
}

/**
 * A member's name, trade and town as lower-case words: those creator search forgives typos in.
 * The SQL function (migration 0024) is shared by the index below, by the trigger that keeps
 * `creator_words` and by the search itself, so all three split words the same way.
 */
export function creatorWordList(t: Omit<SearchableColumns, "bio">): SQL {
  return sql`creator_words_of(${t.firstName}, ${t.lastName}, ${t.profession}, ${t.location})`;
}

/** A text column lower-cased, empty when missing: what the assistant's trade and town match. */
export function lowerText(column: AnyPgColumn | SQL): SQL {
  return sql`lower(coalesce(${column}, ''))`;
}

/**
 * A member's names, trade, town and bio as a document of English word stems, which the
 * assistant matches skill words against whatever their ending ('retouch' finds 'retoucher' and
 * 'retouching'). A stem is one entry of the index below (on exactly this expression), where a
 * word's start would be a range of entries to gather and merge: several times the work.
 */
export function memberTextDocument(t: SearchableColumns): SQL {
  return sql`to_tsvector('english', ${creatorSearchText(t)})`;
}

/**
 * A column's value as a one-element array, which GIN indexes as it is: a member's profession and
 * whether they are verified then sit in one index with the word documents, and the assistant
 * asks for any of several professions, or for the verified only.
 */
export function indexEntries(column: AnyPgColumn): SQL {
  return sql`(array[${column}])`;
}

/** A member's town as a document of words, which the assistant matches place names against. */
export function placeDocument(location: AnyPgColumn | SQL): SQL {
  return sql`to_tsvector('simple', ${lowerText(location)})`;
}

/** A place's name as its words in order, as a town's document (placeDocument) is matched. */
export function placeNamed(name: SQL): SQL {
  return sql`phraseto_tsquery('simple', ${name})`;
}

/**
 * The regions a member's town lies in, as the assistant reads a town: its words name the region
 * or a town inside it. The database works them out whenever the town is written, however it is
 * written; the places list is written into this definition, so a change to the list is a
 * migration, which works every member's regions out again.
 */
function regionsOfTown(): SQL {
  const town = placeDocument(sql.raw("location"));
  const regions = REGIONS.map((region) => {
    const names = new Set(townsWithin(regionPlace(region)).map((name) => name.toLowerCase()));
    const named = [...names].map((name) => placeNamed(sql.raw(textLiteral(name))));
    return sql`case when ${town} @@ (${sql.join(named, sql` || `)}) then ${sql.raw(textLiteral(region))} end`;
  });
  return sql`array_remove(array[${sql.join(regions, sql`, `)}], null)`;
}

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased so uniqueness is case-insensitive. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    profession: text(),
    bio: text(),
    location: text(),
    /**
     * The regions the member's town lies in (see regionsOfTown), which the assistant's index
     * holds: 'up north' is then three entries to look up, where it was the words of three
     * regions and 33 towns matched against every northern member's town (3.7 → 0.85 ms).
     */
    regions: text().array().notNull().generatedAlwaysAs(regionsOfTown),
    /**
     * The days the member marked free (every event on them available), which the database keeps
     * in step with their calendar (a trigger on availability_events, see the migration
     * free_days). The assistant's index holds them, so a search for who is free next week reads
     * only members with a free day in it, rather than reading each candidate's calendar.
     */
    freeDays: date({ mode: "string" }).array().notNull().default(sql`'{}'`),
    website: text(),
    phone: text(),
    isVerified: boolean().notNull().default(false),
    /**
     * Whether the member has opened the link mailed to their address. Outside demo mode a new
     * account, or a new address, starts unconfirmed; everyone else (seeded, demo) is confirmed.
     */
    emailConfirmed: boolean().notNull().default(true),
    verificationStatus: text({ enum: ["unverified", "pending", "verified", "rejected"] })
      .notNull()
      .default("unverified"),
    plan: text({ enum: ["free", "premium", "business"] })
      .notNull()
      .default("free"),
    /**
     * False for an account a demo sign-in made from an email alone, until its owner saves their
     * profile: nobody is suggested to others before they have said who they are.
     */
    profileComplete: boolean().notNull().default(true),
    /** Only business accounts post jobs; everyone else is a member. */
    accountType: text({ enum: ["member", "business"] })
      .notNull()
      .default("member"),
    /** A business's public face on its jobs and profile; its website is the account's own. */
    companyName: text(),
    companyLogoUrl: text(),
    companyAbout: text(),
    /**
     * Set while an admin has suspended the member: they cannot sign in and their content is
     * hidden. A null end means until an admin lifts it.
     */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedUntil: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    notificationPreferences: jsonb()
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    privacySettings: jsonb().$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY_SETTINGS),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_created_at_idx").on(t.createdAt),
    // Suggestions read the newest members of a profession or a city.
    index("users_profession_created_at_idx").on(t.profession, t.createdAt),
    index("users_location_created_at_idx").on(t.location, t.createdAt),
    // The Network page without a query lists everyone by name.
    index("users_name_idx").on(t.firstName, t.lastName, t.id),
    // Gives the planner statistics on who is public: without them it guesses that almost
    // nobody is, and reads the feed's community part by sorting every public post.
    index("users_visibility_idx").on(sql`(${t.privacySettings}->>'profileVisibility')`),
    index("users_search_trgm_idx").using("gin", sql`${creatorSearchText(t)} gin_trgm_ops`),
    index("users_word_list_idx").using("gin", creatorWordList(t)),
    index("users_bio_trgm_idx").using("gin", sql`${lowerText(t.bio)} gin_trgm_ops`),
    // Whether an uploaded object is still shown somewhere is asked by path (see storage/references.ts).
    index("users_profile_image_url_idx")
      .on(t.profileImageUrl)
      .where(sql`${t.profileImageUrl} is not null`),
    index("users_company_logo_url_idx")
      .on(t.companyLogoUrl)
      .where(sql`${t.companyLogoUrl} is not null`),
    // The assistant's way to its candidates: trade, town, skill words and being verified in one
    // index, so one scan meets them all and yields the few members who match, where an index
    // each gave tens of thousands of rows to intersect (a town as big as London is a third of
    // everyone). Without the verified entry, 'verified photographer up north' read 1,514
    // northern photographers' rows to keep their 71 verified ones: 9.8 ms, 4.2 ms with it.
    index("users_assistant_idx").using(
      "gin",
      indexEntries(t.profession),
      placeDocument(t.location),
      memberTextDocument(t),
      indexEntries(t.isVerified),
      t.regions,
      t.freeDays,
    ),
  ],
);

/**
 * Every word of any member's name, trade and town, once: the vocabulary a misspelt query word is
 * matched against before members are looked up by the exact words it matched. It holds tens of
 * thousands of short words where the members number hundreds of thousands, so the fuzzy part
 * of a search reads the small table. A trigger on users adds the words a member's row brings
 * (migration 0024); words no member uses any more stay and match nobody.
 */
export const creatorWords = pgTable("creator_words", { word: text().primaryKey() }, (t) => [
  // New words arrive one member at a time and every search reads this index, so they go
  // straight into it rather than into a pending list each search would scan.
  index("creator_words_trgm_idx")
    .using("gin", sql`${t.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

/**
 * One row counting the changes to what a search of members reads (names, trades, towns, bios,
 * suspensions, members joining and leaving), moved by a trigger on users (migration 0028). A
 * ranking kept for a query is used only while this count stands (search/creator-rankings.ts),
 * so every instance sees a change with the next search after it commits.
 */
export const memberSearchVersion = pgTable(
  "member_search_version",
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("member_search_version_one_row", sql`${t.id}`)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    /** What the member's session list names a session by: never the token or its hash. */
    id: uuid().notNull().defaultRandom().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Chrome on macOS" and "United Kingdom", worked out at sign-in; the address is not kept. */
    device: text(),
    place: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Until when this one session may use the admin panel; null when it never unlocked it. */
    adminUnlockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Links sent by email (a password reset, an address to confirm): only the token's hash is
 * kept, the row is deleted when the link is used, and a new link of the same purpose replaces
 * the member's earlier ones.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["reset-password", "confirm-email"] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("email_tokens_user_purpose_idx").on(t.userId, t.purpose)],
);

export const follows = pgTable(
  "follows",
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index("follows_following_idx").on(t.followingId, t.createdAt),
  ],
);

/**
 * The members a member may like to follow among those the people they follow follow, best
 * first, as a walk over thousands of follows last found them: suggestions read it for a while
 * instead of walking again on every feed (see users/suggestions.ts). Who may still be suggested
 * is decided again at each read.
 */
export const followWalks = pgTable("follow_walks", {
  memberId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  foundIds: uuid().array().notNull(),
  walkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Someone asking to follow a member whose content is for followers only: until the member
 * approves, the requester sees what a stranger sees.
 */
export const followRequests = pgTable(
  "follow_requests",
  {
    requesterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requesterId, t.targetId] }),
    // A member's waiting requests a page at a time, newest first (the asker settles one instant).
    index("follow_requests_target_idx").on(t.targetId, t.createdAt, t.requesterId),
  ],
);

/**
 * A member who blocked another: the blocked member cannot message, follow, see or find the
 * blocker. Read from both sides: who I blocked, and who blocked me.
 */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

/** One row per viewer, profile and day: the analytics count distinct viewers. */
export const profileViews = pgTable(
  "profile_views",
  {
    profileId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewedOn: date({ mode: "string" }).notNull().default(sql`CURRENT_DATE`),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.viewerId, t.viewedOn] }),
    // A viewer's views go with their account.
    index("profile_views_viewer_idx").on(t.viewerId),
  ],
);
