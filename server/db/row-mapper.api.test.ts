import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postsReadBy } from "../posts/queries.ts";
import { openTestDatabase } from "../test/database.ts";
import { makeMember, makePost, setPrivacy } from "../test/factories.ts";
import type { Database, DatabaseHandle } from "./client.ts";
import { jsonRowsOf } from "./json-rows.ts";
import { namedStatement } from "./named-statements.ts";
import { rowsOf } from "./rows.ts";
import { posts, users } from "./schema/index.ts";

let handle: DatabaseHandle;
let db: Database;
let viewerId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  // Untidy rows: no town or bio, a long word, a private member, a post with no image or tags.
  const viewer = await makeMember(db, { location: null, bio: null });
  const author = await makeMember(db, { firstName: "Featherstonehaugh".repeat(4) });
  viewerId = viewer.id;
  await setPrivacy(db, author.id, "private");
  await makePost(db, author.id, { content: "Kiln day #ceramics #studio" });
  await makePost(db, viewer.id, { content: "Plain words, no tags", imageUrl: null });
});

afterAll(async () => {
  await handle.close();
});

/**
 * A named statement maps its rows through the mapper worked out once (row-mapper.ts); the same
 * query run as an ordinary Drizzle query is mapped by Drizzle itself. Both must give the same
 * rows: the same nesting, dates as Dates, nulls, arrays and JSON.
 */
describe("rows of a named statement", () => {
  it("come out as Drizzle maps them: posts with their authors and the viewer's like state", async () => {
    const page = () =>
      postsReadBy(db, viewerId).orderBy(desc(posts.createdAt), desc(posts.id)).limit(10);
    const statement = namedStatement(db, "row_mapper_posts", (name) => page().prepare(name));
    // Drizzle keeps its mapper hook off its public types: a version without it would fall back
    // to Drizzle's own mapping, slow but right, and this says so.
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      "function",
    );
    const named = await statement.execute();
    expect(named).toHaveLength(2);
    expect(named[0]!.post.createdAt).toBeInstanceOf(Date);
    expect(named).toEqual(await page());
  });

  it("come out as Drizzle maps them: whole member rows with JSON settings and empty fields", async () => {
    const members = () =>
      db
        .select({ member: users, since: sql<string>`${users.createdAt}::text` })
        .from(users)
        .orderBy(users.id);
    const named = await namedStatement(db, "row_mapper_members", (name) =>
      members().prepare(name),
    ).execute();
    expect(named.map((row) => row.member.privacySettings)).toContainEqual(
      expect.objectContaining({ profileVisibility: "private" }),
    );
    expect(named).toEqual(await members());
  });

  it("are left to Drizzle after an outer join, which empties the side with no row", async () => {
    const withAuthors = () =>
      db
        .select({ member: { id: users.id }, post: { id: posts.id, content: posts.content } })
        .from(users)
        .leftJoin(posts, eq(posts.userId, users.id))
        .orderBy(users.id, posts.id);
    await makeMember(db);
    const statement = namedStatement(db, "row_mapper_outer", (name) => withAuthors().prepare(name));
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const named = await statement.execute();
    expect(named.filter((row) => row.post === null)).toHaveLength(1);
    expect(named).toEqual(await withAuthors());
  });
});

/**
 * A select read as JSON inside another statement (json-rows.ts) is mapped by the same decoders
 * from JSON's values rather than the driver's: its rows must be what Drizzle gives for it alone.
 */
describe("rows of a select read as JSON", () => {
  it("come out as Drizzle maps them, in the select's order: posts, and whole members", async () => {
    const page = () =>
      postsReadBy(db, viewerId).orderBy(desc(posts.createdAt), desc(posts.id)).limit(10);
    const members = () =>
      db
        .select({ member: users, since: sql<string>`${users.createdAt}::text` })
        .from(users)
        .orderBy(desc(users.id))
        .$dynamic();
    const postsAsJson = jsonRowsOf(page());
    const membersAsJson = jsonRowsOf(members());
    const [row] = rowsOf<{ posts: unknown[][]; members: unknown[][] }>(
      await db.execute(
        sql`select ${postsAsJson.column} as posts, ${membersAsJson.column} as members`,
      ),
    );
    const read = postsAsJson.rows(row!.posts);
    expect(read).toHaveLength(2);
    expect(read[0]!.post.createdAt).toBeInstanceOf(Date);
    expect(read).toEqual(await page());
    expect(membersAsJson.rows(row!.members)).toEqual(await members());
  });

  it("read an empty select as no rows, and refuse one with an outer join", async () => {
    const none = jsonRowsOf(postsReadBy(db, viewerId).where(sql`false`));
    const [row] = rowsOf<{ none: unknown[][] }>(
      await db.execute(sql`select ${none.column} as none`),
    );
    expect(none.rows(row!.none)).toEqual([]);
    const outer = db
      .select({ member: { id: users.id }, post: { id: posts.id } })
      .from(users)
      .leftJoin(posts, eq(posts.userId, users.id))
      .$dynamic();
    expect(() => jsonRowsOf(outer)).toThrow("outer join");
  });
});
