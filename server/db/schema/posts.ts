import { getTableColumns, sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const posts = pgTable(
  "posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull().default(""),
    imageUrl: text(),
    imageAlt: text(),
    imageWidth: integer(),
    imageHeight: integer(),
    imageBlurhash: text(),
    videoUrl: text(),
    hashtags: text().array().notNull().default([]),
    /** Counters kept in step with their tables inside the same transaction. */
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    viewsCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The text site search matches in a post, its words and its tags, lower-cased once when the
     * post is written: a search compares it with LIKE against the lower-cased pattern, which is
     * what ILIKE does, without joining the tags and lower-casing the text again for every post
     * it reads (which made testing the hundred newest posts four times dearer). The
     * trigram index below is on it, so a search for any part of a word over all posts reads
     * the index. post_search_text is an immutable SQL function (migration 0008): joining an
     * array's elements is not immutable on its own, and a stored column may only use what is.
     */
    searchText: text().notNull().generatedAlwaysAs(sql`lower(post_search_text(content, hashtags))`),
  },
  (t) => [
    // Ascending on purpose: read backwards, they give exactly the feed's `created_at desc, id
    // desc` (nulls first); a `desc nulls last` index cannot, and the planner would sort instead.
    // The author rides along at the end ((created_at, id) is unique, so the order is the same):
    // the feed's walks of the newest posts keep or skip each by its author from the index alone.
    index("posts_created_at_idx").on(t.createdAt, t.id, t.userId),
    index("posts_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    index("posts_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Whether an uploaded object is still shown somewhere is asked by path (see storage/references.ts).
    index("posts_image_url_idx").on(t.imageUrl).where(sql`${t.imageUrl} is not null`),
    index("posts_video_url_idx").on(t.videoUrl).where(sql`${t.videoUrl} is not null`),
  ],
);

const { searchText: _searchText, ...readablePostColumns } = getTableColumns(posts);
/** A post's columns but its search text, which only the searches read. */
export const postColumns = readablePostColumns;

export const comments = pgTable(
  "comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A post's comments a page at a time, newest first (the id settles comments of one instant).
    index("comments_post_idx").on(t.postId, t.createdAt, t.id),
    // A member's comments: their data export, and removing them with the account.
    index("comments_user_idx").on(t.userId),
  ],
);

/**
 * A member's mark on a post (a like, a bookmark, a view), one per pair, with a member's marks
 * indexed by time. `pagedByMember` adds the post to that index: a list the member pages through
 * newest first (their bookmarks) needs it to settle marks of one instant and to start a later
 * page at its cursor, rather than read every newer mark again.
 */
const postMemberPair = (name: string, { pagedByMember = false } = {}) =>
  pgTable(
    name,
    {
      postId: uuid()
        .notNull()
        .references(() => posts.id, { onDelete: "cascade" }),
      userId: uuid()
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.postId, t.userId] }),
      index(`${name}_user_idx`).on(t.userId, t.createdAt, ...(pagedByMember ? [t.postId] : [])),
    ],
  );

export const postLikes = postMemberPair("post_likes");
export const postBookmarks = postMemberPair("post_bookmarks", { pagedByMember: true });
export const postViews = postMemberPair("post_views");
