import type { Post } from "@contract/posts.ts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client.ts";
import {
  decodeOptionalCursor,
  type KeysetCursor,
  keysetPage,
  olderThanPlaceholders,
  olderThanValues,
} from "../db/keyset.ts";
import { namedStatement, preparedSql, rowCount, unseenByPlanner } from "../db/named-statements.ts";
import { newestMatches } from "../db/newest-first.ts";
import { rowsOf } from "../db/rows.ts";
import { follows, posts, users } from "../db/schema/index.ts";
import { assertContentVisible, noBlockBetween } from "../users/privacy.ts";
import { notSuspended } from "../users/suspension.ts";
import { postsReadBy, presentPost } from "./queries.ts";

/** The two parts of the home feed, in the order they are read. */
const NETWORK = "0";
const COMMUNITY = "1";

/**
 * Up to this many followed members, the feed reads each one's newest posts through the
 * (user_id, created_at) index and merges them; past it, their posts are dense enough in the
 * whole stream that reading the stream newest first finds a page sooner.
 */
export const PER_AUTHOR_MERGE_LIMIT = 200;

/**
 * How many of the newest posts (older than the cursor) a page of a many-member network reads
 * first, asking of each whether the viewer follows its author, one lookup by key each. Where
 * those members post often, a page lies within them, and the follow list is not read whole.
 */
export const PROBED_POSTS = 200;

/**
 * How long an instance goes by what it counted of a member's follows, and for how many members.
 * The count only chooses which way the network is read first, and every way reads the same page
 * or, where it depends on the count (a member following nobody), nothing, so a count gone stale
 * costs time, never a post.
 */
const NETWORK_SIZE_MS = 60_000;
const NETWORK_SIZES_KEPT = 10_000;

/**
 * A post of a page with where the page may end, beside it rather than spread into a copy of it
 * (lint/no-field-after-spread.grit says why): such copies of each post were the feed's p99.
 */
type FeedRow = { post: Post; cursorCreatedAt: string; scope: string };
export type FeedPage = { posts: Post[]; nextCursor: string | null };
type FeedQuery = { userId?: string | undefined; cursor?: string | undefined; limit: number };

/**
 * What an instance remembers of viewers' networks: how many members one follows (counted up to
 * one past those merged one by one), and which networks lately fell short of a page where the
 * feed looks first (a many-member network among the newest posts, a few members' without the
 * community).
 */
type Network = {
  followed: (viewerId: string) => Promise<number>;
  sparse: LRUCache<string, true>;
};

/**
 * What GET /api/posts answers, as a function that remembers for a minute how many members each
 * viewer follows, as far as the feed's ways of reading differ: one member's posts when `userId`
 * names someone (as privacy allows), otherwise the viewer's home feed.
 */
export function createFeed(db: Database) {
  // A viewer's first pages asked at once wait for one count together (lru-cache's fetch).
  const networkSizes = new LRUCache<string, number>({
    max: NETWORK_SIZES_KEPT,
    ttl: NETWORK_SIZE_MS,
    // A count pushed out by others while it is made still answers the pages waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: (viewerId) => followedUpToMergeLimit(db, viewerId),
  });
  // The networks whose page was not where the feed looks first, lately (newestMatches).
  const sparseNetworks = new LRUCache<string, true>({
    max: NETWORK_SIZES_KEPT,
    ttl: NETWORK_SIZE_MS,
  });
  const network: Network = {
    followed: (viewerId) => networkSizes.forceFetch(viewerId),
    sparse: sparseNetworks,
  };
  return async (viewerId: string, query: FeedQuery): Promise<FeedPage> => {
    const cursor = decodeOptionalCursor(query.cursor);
    if (!query.userId) return homeFeed(db, viewerId, cursor, query.limit, network);
    await assertContentVisible(db, viewerId, query.userId);
    return postsByMember(db, viewerId, query.userId, cursor, query.limit);
  };
}

/** How many members the member follows, counted up to one past PER_AUTHOR_MERGE_LIMIT only. */
async function followedUpToMergeLimit(db: Database, viewerId: string): Promise<number> {
  const statement = namedStatement(db, "feed_network_size", (name) =>
    preparedSql(
      db,
      name,
      sql`select count(*)::int as size from (
        select from ${follows} where ${follows.followerId} = ${sql.placeholder("viewerId")}
        limit ${rowCount(PER_AUTHOR_MERGE_LIMIT + 1)}
      ) as followed`,
    ),
  );
  const [row] = rowsOf<{ size: number }>(await statement.execute({ viewerId }));
  return row!.size;
}

/**
 * The home feed: the member's own posts and those of people they follow, newest first;
 * once those run out, recent posts from the rest of the community, each post once.
 * Both parts page by keyset on (created_at, id), so page 50 costs what page 1 does.
 * A page is one named statement: it finds the page's ids along the indexes, each marked with
 * its part, then reads those posts. Until the network has run out, the statement reads it and,
 * only when it falls short of a page, the community from its newest; after that, the community
 * alone, from the cursor. The network is read one of two ways (mergedNetwork, streamedNetwork),
 * each in a statement of its own, chosen by how many members the viewer follows: when one
 * statement held both and counted the follows itself, PostgreSQL set up both ways' plans on
 * every run, and the three bench members' feeds served 6-11% fewer pages a second. A network
 * of many members is first looked for among the newest posts (probedNetwork), and read whole
 * only when a page is not there. A network of a few is first read alone, without the community's
 * part: PostgreSQL sets up every part of a statement on each run, whether it reads it or not,
 * and the community's part made a page of the network that fills it about 8% dearer (follows
 * 50, M tier, with the app's settings). Either way, a viewer whose network fell short of a page
 * is read the complete way for a while (newestMatches).
 */
async function homeFeed(
  db: Database,
  viewerId: string,
  cursor: KeysetCursor | null,
  limit: number,
  network: Network,
): Promise<FeedPage> {
  const count = limit + 1;
  const values = { viewerId, ...olderThanValues(cursor) };
  const pageOf = (statement: ReturnType<typeof pageStatement>) => statement.execute(values);
  let rows: Awaited<ReturnType<typeof pageOf>>;
  if (cursor?.scope === COMMUNITY) {
    rows = await pageOf(
      pageStatement(db, "feed_community", count, (size) =>
        markedAs(COMMUNITY, communityPage(size, olderThanPlaceholders(posts.createdAt, posts.id))),
      ),
    );
  } else {
    const followed = await network.followed(viewerId);
    // A member following nobody: their own posts, then the community's, in a statement that
    // answers nothing once they follow someone (the count may be a minute old).
    rows =
      followed === 0
        ? await pageOf(
            pageStatement(db, "feed_own", count, (size) =>
              whileFollowingNobody(networkThenCommunity(size, ownPosts)),
            ),
          )
        : [];
    if (rows.length === 0) {
      // Looked for where a page usually is first: a many-member network among the newest posts,
      // a few members' without the community's part. When it falls short, the whole network,
      // then the community.
      const [name, firstLook, whole] =
        followed > PER_AUTHOR_MERGE_LIMIT
          ? (["feed_probed", probedNetwork, streamedNetwork] as const)
          : (["feed_merged", mergedNetwork, mergedNetwork] as const);
      rows = await newestMatches(network.sparse, viewerId, count, (span) =>
        pageOf(
          span === "newest"
            ? pageStatement(db, name, count, (size) => markedAs(NETWORK, firstLook(size)))
            : pageStatement(db, `${name}_whole`, count, (size) =>
                networkThenCommunity(size, whole),
              ),
        ),
      );
    }
  }
  return paginate(
    rows.map((row) => feedRow(row, row.scope)),
    limit,
  );
}

/**
 * The viewer of a feed statement, which no plan sees (unseenByPlanner): planned for a member
 * who follows nobody, the feed looks far cheaper than for one who follows thousands, so which
 * viewers a connection served first could leave it planning the feed on every run. With likes
 * and messages run between its reads, the plan test found that in 2 runs of 8 with the viewer
 * bound, and in none of 10 with it hidden. The cursor is hidden the same way
 * (olderThanPlaceholders), so a plan made for a run's values costs exactly what the kept plan
 * does.
 */
const viewer = unseenByPlanner("viewerId", "uuid");

/**
 * The named statement reading the posts of one page whose ids `page` finds (with the part each
 * is from, as `scope`), the network's before the community's, each newest first. The page size
 * is written into the text (one statement per size), so the plan knows how few rows are wanted.
 */
function pageStatement(db: Database, name: string, count: number, page: (size: SQL) => SQL) {
  return namedStatement(db, `${name}_${count}`, (statementName) =>
    postsReadBy(db, viewer, { extra: { scope: sql<string>`page.scope` } })
      .innerJoin(sql`(${page(rowCount(count))}) as page`, sql`page.id = ${posts.id}`)
      .orderBy(sql`page.scope`, desc(posts.createdAt), desc(posts.id))
      .prepare(statementName),
  );
}

/** The ids (and times) a part's page finds, each marked with the part. */
function markedAs(scope: string, ids: SQL): SQL {
  return sql`select id, created_at, ${sql.raw(`'${scope}'`)} as scope from (${ids}) as part`;
}

/**
 * The network's page and, when it has fewer than a page left (the cut-off is checked before
 * the community is read), the community's newest: the first page of a member who follows
 * nobody, or the page where a network runs out, is one statement rather than two. Only a
 * page of the ids the two parts find is read in full: with 15 network posts, the community's
 * 21 candidates would otherwise be read with their authors and likes for 6 to be kept.
 */
function networkThenCommunity(count: SQL, network: (count: SQL) => SQL): SQL {
  return sql`
    with network as materialized (${network(count)})
    select id, scope from (
      ${markedAs(NETWORK, sql`select id, created_at from network`)}
      union all
      (${markedAs(COMMUNITY, communityPage(count, sql`true`))}
        where (select count(*) from network) < ${count})
    ) as parts
    order by scope, created_at desc, id desc
    limit ${count}`;
}

/**
 * The ids of the viewer's own posts older than the cursor, newest first: the network of a
 * member who follows nobody, read without the merge of followed members' posts, whose setting
 * up alone (PostgreSQL prepares every part of a statement on each run) made such a member's
 * first page about 5% dearer.
 */
function ownPosts(count: SQL): SQL {
  return sql`select ${posts.id}, ${posts.createdAt} from ${posts}
    where ${posts.userId} = ${viewer} and ${older} ${newestFirst} limit ${count}`;
}

/** A page's ids while the viewer follows nobody, and none from the moment they follow anyone. */
function whileFollowingNobody(page: SQL): SQL {
  return sql`select id, scope from (${page}) as page
    where not exists (select from ${follows} where ${follows.followerId} = ${viewer})`;
}

/**
 * Whose posts make the viewer's network: themselves, and the people they follow who are not
 * private or suspended. Use with `users` in scope, as the author.
 */
function inNetwork(authorId: SQL | typeof posts.userId): SQL {
  return sql`(${authorId} = ${viewer} or (
    ${users.privacySettings}->>'profileVisibility' <> 'private' and ${notSuspended()}))`;
}

/** Newer than the cursor (or from the top), newest first: how both ways read the network. */
const older = olderThanPlaceholders(posts.createdAt, posts.id);
const newestFirst = sql`order by ${posts.createdAt} desc, ${posts.id} desc`;

/**
 * The ids of the newest posts of the viewer and the few members they follow, older than the
 * cursor, each one's newest through the (user_id, created_at) index, merged; a followed member
 * who made their profile private drops out. Privacy is checked on the few authors kept, each by
 * primary key, never by scanning members.
 *
 * The merge first reads each author's newest post, then looks at the authors newest first, each
 * by primary key, until a page of them are in the network: a followed member who went private
 * drops out there, and the authors past a page are never looked up. The page holds nothing
 * older than the page-size-th newest of those (that many authors have a post at least that
 * new), so only those authors are read again, each down to it: about a page of index entries
 * from at most a page of authors, rather than a page from every author. With fewer authors than
 * a page, there is no such floor.
 */
function mergedNetwork(count: SQL): SQL {
  return sql`
    with latest as materialized (
      select authors.author_id, latest.created_at, latest.id from (
        select ${viewer}::uuid as author_id
        union all select ${follows.followingId} from ${follows} where ${follows.followerId} = ${viewer}
      ) as authors
      cross join lateral (
        select ${posts.createdAt}, ${posts.id} from ${posts}
        where ${posts.userId} = authors.author_id and ${older}
        ${newestFirst} limit 1
      ) as latest
    ),
    newest as materialized (
      select author_id, created_at, id from (
        select author_id, created_at, id from latest order by created_at desc, id desc offset 0
      ) as newest_first
      where exists (select from ${users}
        where ${users.id} = newest_first.author_id and ${inNetwork(sql`newest_first.author_id`)})
      order by created_at desc, id desc limit ${count}
    ),
    floor as (
      (select created_at, id from newest order by created_at desc, id desc offset ${count} - 1 limit 1)
      union all select '-infinity', '00000000-0000-0000-0000-000000000000'
      order by created_at desc limit 1
    )
    select ${posts.id}, ${posts.createdAt} from newest
      cross join floor
      cross join lateral (
        select ${posts.id}, ${posts.createdAt} from ${posts}
        where ${posts.userId} = newest.author_id and ${older}
          and (${posts.createdAt}, ${posts.id}) >= (floor.created_at, floor.id)
        ${newestFirst} limit ${count}
      ) as ${posts} -- still named posts, so the ordering below reads these rows
      ${newestFirst} limit ${count}`;
}

/**
 * The ids of the newest posts of the viewer and the many members they follow, older than the
 * cursor: the newest posts of all, keeping theirs by the author the (created_at, id, user_id)
 * index carries, and checking privacy on the rows kept, each by primary key. It is written with
 * `or` on purpose: that keeps the follow list one hashed filter on the newest-first walk; as a
 * plain `in`, the planner joins every followed member's every post and sorts them. Privacy is a
 * condition of its own, so the list is not hashed twice for it.
 */
function streamedNetwork(count: SQL): SQL {
  return sql`
    select ${posts.id}, ${posts.createdAt} from ${posts}
    join ${users} on ${users.id} = ${posts.userId}
    where ${older}
      and (${posts.userId} = ${viewer} or ${posts.userId} in (
        select ${follows.followingId} from ${follows} where ${follows.followerId} = ${viewer}))
      and ${inNetwork(posts.userId)}
    ${newestFirst} limit ${count}`;
}

/**
 * The ids of the newest posts of the viewer and the many members they follow, older than the
 * cursor, found among the PROBED_POSTS newest posts older than it: each of those is kept when
 * its author is the viewer or someone they follow (one lookup of the follows' key, which
 * `offset 0` keeps a lookup rather than a hash of the whole list) and in the network. A page
 * found this way is exact, since every newer post was looked at; fewer than a page means the
 * network must be read whole (streamedNetwork).
 */
function probedNetwork(count: SQL): SQL {
  return sql`
    select recent.id, recent.created_at from (
      select ${posts.id}, ${posts.createdAt}, ${posts.userId} from ${posts}
      where ${older} ${newestFirst} limit ${rowCount(PROBED_POSTS)}
    ) as recent
    join ${users} on ${users.id} = recent.user_id
    where (recent.user_id = ${viewer} or exists (
        select from ${follows}
        where ${follows.followerId} = ${viewer} and ${follows.followingId} = recent.user_id
        offset 0))
      and ${inNetwork(sql`recent.user_id`)}
    order by recent.created_at desc, recent.id desc
    limit ${count}`;
}

/**
 * The ids of the newest public members' posts outside the viewer's network that meet `older`
 * (the cursor, or none from the top), leaving out anyone on either side of a block with the viewer.
 */
function communityPage(count: SQL, older: SQL): SQL {
  return sql`
    select ${posts.id}, ${posts.createdAt} from ${posts}
    join ${users} on ${users.id} = ${posts.userId}
    where ${users.privacySettings}->>'profileVisibility' = 'public'
      and ${notSuspended()}
      and ${posts.userId} <> ${viewer}
      and ${posts.userId} not in (select ${follows.followingId} from ${follows} where ${follows.followerId} = ${viewer})
      and ${noBlockBetween(viewer, posts.userId)}
      and ${older}
    order by ${posts.createdAt} desc, ${posts.id} desc
    limit ${count}`;
}

/** One member's posts, newest first, by keyset, through one named statement per page size. */
async function postsByMember(
  db: Database,
  viewerId: string,
  memberId: string,
  cursor: KeysetCursor | null,
  limit: number,
): Promise<FeedPage> {
  const statement = namedStatement(db, `member_posts_${limit + 1}`, (name) =>
    postsReadBy(db, viewer)
      .where(
        and(
          eq(posts.userId, sql.placeholder("memberId")),
          olderThanPlaceholders(posts.createdAt, posts.id),
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit + 1)
      .prepare(name),
  );
  const rows = await statement.execute({ viewerId, memberId, ...olderThanValues(cursor) });
  return paginate(
    rows.map((row) => feedRow(row, NETWORK)),
    limit,
  );
}

function feedRow(
  row: Parameters<typeof presentPost>[0] & { cursorCreatedAt: string },
  scope: string,
): FeedRow {
  return { post: presentPost(row), cursorCreatedAt: row.cursorCreatedAt, scope };
}

function paginate(rows: FeedRow[], limit: number): FeedPage {
  const page = keysetPage(rows, limit, ({ post, cursorCreatedAt, scope }) => ({
    scope,
    createdAt: cursorCreatedAt,
    id: post.id,
  }));
  return { posts: page.items.map(({ post }) => post), nextCursor: page.nextCursor };
}
