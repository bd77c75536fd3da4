import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { namedAsOneStatement, type StatementParts } from "../db/common-tables.ts";
import { postBookmarks, postLikes, posts, postViews, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { POST_NOT_FOUND_MESSAGE } from "./queries.ts";

type PairTable = typeof postLikes | typeof postBookmarks | typeof postViews;
type Counter = "likesCount" | "viewsCount";

/**
 * Whether the post was there for the member (it exists and they may see it) and who wrote it,
 * whether the reaction really appeared or went away, and the post's counter after it (null for
 * a reaction without one).
 */
export type ReactionChange = {
  visible: boolean;
  authorId: string | null;
  changed: boolean;
  count: number | null;
};

/** True within a reaction's statement when its row really appeared or went away. */
export const REACTION_CHANGED = sql`exists (select from changed)`;

/** Within a reaction's statement, the author of the post, when the member may see it. */
export const REACTED_POST_AUTHOR = sql`(select author_id from target)`;

/** Whether the post was there for the member, and who wrote it (findingThePost's answer). */
export type PostFound = Pick<ReactionChange, "visible" | "authorId">;

/** A statement's outcome, once the post was there for the member; Not Found when it was not. */
export function onVisiblePost<Change extends PostFound>(
  change: Change,
): Change & { authorId: string } {
  const authorId = found(change.visible ? change.authorId : null, POST_NOT_FOUND_MESSAGE);
  return Object.assign({}, change, { authorId });
}

/** The placeholders of a reaction's statement: the post and the member reacting. */
const reacting = { post: sql.placeholder("postId"), member: sql.placeholder("userId") };

/** The values a reaction's statement binds. */
export function reactionValues(postId: string, userId: string) {
  return { postId, userId };
}

/** The post as the reacting member may see it: its author's row, or none (missing or hidden). */
const target = {
  name: "target",
  query: sql`select ${posts.userId} as author_id from ${posts}
    join ${users} on ${users.id} = ${posts.userId}
    where ${posts.id} = ${reacting.post} and ${authorVisibleTo(reacting.member)}`,
};

/** True within a statement that finds the post (target) when the member may see it. */
export const POST_VISIBLE = sql`exists (select from target)`;

/**
 * The piece of a statement that finds the post as the member may see it, answering `visible`
 * and `authorId` as a ReactionChange does; a reaction's statement holds it already.
 */
export const findingThePost: StatementParts = {
  parts: [target],
  columns: sql`${POST_VISIBLE} as visible, ${REACTED_POST_AUTHOR} as "authorId"`,
};

/**
 * A member's like, bookmark or view of a post: idempotent, and the post's counter moves with
 * the row in the same statement, only when a row really appeared or went away. The unique
 * (post, member) key settles concurrent requests, so counts never drift; and being one
 * statement, a popular post's row is locked while it runs, not for a transaction's round trips.
 * The statement first finds the post as the member may see it (missing and hidden look the
 * same), and changes nothing when it is not there for them, so no read goes before it. Each
 * way (adding, removing) is one named statement; its values are placeholders (reactionValues).
 * A reaction `notByTheAuthor` is never added by the post's author (opening one's own post is not
 * a view of it).
 */
function reaction(
  table: PairTable,
  { counter, notByTheAuthor = false }: { counter?: Counter; notByTheAuthor?: boolean } = {},
) {
  /**
   * The insert or delete and, when it changed a row, the counter moved by `delta`, answering as
   * ReactionChange. A caller may run parts of its own after them that act only if the row
   * changed (REACTION_CHANGED), as a like's notification does.
   */
  const statement = (db: Database, change: SQL, delta: 1 | -1): StatementParts => {
    const changed = { name: "changed", query: sql`${change} returning ${table.postId}` };
    const outcome = sql`${findingThePost.columns}, ${REACTION_CHANGED} as changed`;
    if (!counter) return { parts: [target, changed], columns: sql`${outcome}, null::int as count` };
    const column = posts[counter];
    const moved = db
      .update(posts)
      .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
      .where(and(eq(posts.id, reacting.post), REACTION_CHANGED))
      .returning({ count: sql<number>`${column}`.as("count") })
      .getSQL();
    return {
      parts: [target, changed, { name: "moved", query: moved }],
      columns: sql`${outcome}, coalesce(
        (select count from moved),
        (select ${column} from ${posts} where ${posts.id} = ${reacting.post}), 0)::int as count`,
    };
  };

  const addable = notByTheAuthor
    ? sql`exists (select from target where author_id <> ${reacting.member}::uuid)`
    : POST_VISIBLE;
  const adding = (db: Database) =>
    statement(
      db,
      sql`insert into ${table} (post_id, user_id) select ${reacting.post}::uuid, ${reacting.member}::uuid
        where ${addable} on conflict do nothing`,
      1,
    );
  const removing = (db: Database) =>
    statement(
      db,
      sql`delete from ${table} where ${and(eq(table.postId, reacting.post), eq(table.userId, reacting.member))}
        and ${POST_VISIBLE}`,
      -1,
    );
  const name = getTableName(table);
  const add = (db: Database) =>
    namedAsOneStatement<ReactionChange>(db, `${name}_add`, () => [adding(db)]);
  const remove = (db: Database) =>
    namedAsOneStatement<ReactionChange>(db, `${name}_remove`, () => [removing(db)]);

  const holding: StatementParts = {
    parts: findingThePost.parts,
    columns: sql`${findingThePost.columns}, exists (select from ${table}
      where ${and(eq(table.postId, reacting.post), eq(table.userId, reacting.member))}) as held`,
  };
  const held = (db: Database) =>
    namedAsOneStatement<PostFound & { held: boolean }>(db, `${name}_held`, () => [holding]);

  return {
    adding,
    add: async (db: Database, postId: string, userId: string) =>
      onVisiblePost(await add(db)(reactionValues(postId, userId))),
    remove: async (db: Database, postId: string, userId: string) =>
      onVisiblePost(await remove(db)(reactionValues(postId, userId))),

    /** Whether the member's reaction is there, on a post they may see; Not Found if they may not. */
    has: async (db: Database, postId: string, userId: string): Promise<boolean> =>
      onVisiblePost(await held(db)(reactionValues(postId, userId))).held,
  };
}

export const likes = reaction(postLikes, { counter: "likesCount" });
export const bookmarks = reaction(postBookmarks);
export const views = reaction(postViews, { counter: "viewsCount", notByTheAuthor: true });
