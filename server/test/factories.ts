import { randomBytes } from "node:crypto";
import type { SignUpInput } from "@contract/auth.ts";
import type { User } from "@contract/users.ts";
import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "../db/client.ts";
import { runAsOneStatement } from "../db/common-tables.ts";
import {
  availabilityEvents,
  comments,
  conversations,
  follows,
  jobApplications,
  jobs,
  jobViews,
  messages,
  portfolioItems,
  postLikes,
  posts,
  users,
} from "../db/schema/index.ts";
import { orderedPair } from "../messages/queries.ts";
import { messageFromJson, messageWrites, type StoredMessages } from "../messages/write-message.ts";
import { TestClient } from "./client.ts";
import { memberForm, TEST_PASSWORD } from "./member-form.ts";

export { memberForm, TEST_PASSWORD };

/**
 * Factories that write real rows, for tests that need data the API would take long to make
 * (many rows, dated rows) or cannot make yet. Counters the app keeps on a row move in the same
 * transaction as the rows they count, as the app's own commands do.
 */

const tag = () => randomBytes(3).toString("hex");

/** Registers a new member through the API; the returned client is signed in as them. */
export async function signUpMember(baseUrl: string, overrides: Partial<SignUpInput> = {}) {
  const client = new TestClient(baseUrl);
  const form = memberForm(overrides);
  const response = await client.post<User>("/api/auth/register", form);
  expect(response.status).toBe(201);
  return { client, user: response.body, form };
}

/** Registers a business account ("I'm hiring") through the API, signed in as it. */
export async function signUpBusiness(baseUrl: string, overrides: Partial<SignUpInput> = {}) {
  return signUpMember(baseUrl, {
    accountType: "business",
    companyName: `Studio ${tag()}`,
    profession: "other",
    ...overrides,
  });
}

/**
 * Turns two-factor sign-in on for the member signed in on `client`, through the API, with the
 * code their app shows at `time` (the server's clock): their authenticator and backup codes.
 */
export async function turnOnTwoFactor(client: TestClient, time = Date.now()) {
  const setup = await client.post("/api/account/two-factor/setup", {
    currentPassword: TEST_PASSWORD,
  });
  expect(setup.status).toBe(200);
  const authenticator = new TOTP({ secret: Secret.fromBase32(setup.body.secret) });
  const enabled = await client.post("/api/account/two-factor", {
    code: authenticator.generate({ timestamp: time }),
  });
  expect(enabled.status).toBe(201);
  return { authenticator, backupCodes: enabled.body.backupCodes as string[] };
}

/** A member written directly, who can sign in with TEST_PASSWORD. */
export async function makeMember(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const form = memberForm();
  const [row] = await db
    .insert(users)
    .values({
      email: form.email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      firstName: form.firstName,
      lastName: form.lastName,
      profession: "Photographer",
      location: form.location,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makePost(
  db: Database,
  userId: string,
  overrides: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(posts)
    .values({ userId, content: `Post ${tag()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeComment(
  db: Database,
  postId: string,
  userId: string,
  overrides: Partial<typeof comments.$inferInsert> = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId, userId, content: `Comment ${tag()}`, ...overrides })
      .returning();
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, postId));
    return row!;
  });
}

export async function makeLike(
  db: Database,
  postId: string,
  userId: string,
  overrides: Partial<typeof postLikes.$inferInsert> = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postLikes)
      .values({ postId, userId, ...overrides })
      .returning();
    await tx
      .update(posts)
      .set({ likesCount: sql`${posts.likesCount} + 1` })
      .where(eq(posts.id, postId));
    return row!;
  });
}

export async function makeFollow(
  db: Database,
  followerId: string,
  followingId: string,
  overrides: Partial<typeof follows.$inferInsert> = {},
) {
  const [row] = await db
    .insert(follows)
    .values({ followerId, followingId, ...overrides })
    .returning();
  return row!;
}

export async function makePortfolioItem(
  db: Database,
  userId: string,
  overrides: Partial<typeof portfolioItems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(portfolioItems)
    .values({ userId, title: `Work ${tag()}`, imageUrl: "/objects/seed/studio.webp", ...overrides })
    .returning();
  return row!;
}

export async function makeAvailabilityEvent(
  db: Database,
  userId: string,
  overrides: Partial<typeof availabilityEvents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(availabilityEvents)
    .values({ userId, date: "2026-12-01", status: "available", ...overrides })
    .returning();
  return row!;
}

export async function makeJob(
  db: Database,
  userId: string,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(jobs)
    .values({
      userId,
      title: `Job ${tag()}`,
      description: "A day of work for a creative.",
      profession: "Photographer",
      location: "London",
      payType: "day_rate",
      payMin: 300,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeApplication(
  db: Database,
  jobId: string,
  userId: string,
  overrides: Partial<typeof jobApplications.$inferInsert> = {},
) {
  const [job] = await db.select({ posterId: jobs.userId }).from(jobs).where(eq(jobs.id, jobId));
  const [row] = await db
    .insert(jobApplications)
    .values({ jobId, posterId: job!.posterId, userId, ...overrides })
    .returning();
  return row!;
}

/** A member's view of a job on a given day (one per member, job and day). */
export async function makeJobView(db: Database, jobId: string, userId: string, day: string) {
  await db.insert(jobViews).values({ jobId, userId, day });
}

/** The conversation between two members (their one row, in the app's fixed order). */
export async function makeConversation(db: Database, memberA: string, memberB: string) {
  const [row] = await db.insert(conversations).values(orderedPair(memberA, memberB)).returning();
  return row!;
}

/** A message in the senders' conversation, which then shows it as its latest. */
export async function makeMessage(
  db: Database,
  conversationId: string,
  senderId: string,
  receiverId: string,
  overrides: Partial<typeof messages.$inferInsert> = {},
) {
  const inserted = db
    .insert(messages)
    .values({ conversationId, senderId, receiverId, content: `Hello ${tag()}`, ...overrides })
    .returning()
    .getSQL();
  const stored = await runAsOneStatement<StoredMessages>(db, {}, messageWrites(inserted));
  return messageFromJson(stored.messages![0]!);
}

export async function setPrivacy(
  db: Database,
  userId: string,
  profileVisibility: "public" | "followers" | "private",
) {
  await db
    .update(users)
    .set({
      privacySettings: {
        profileVisibility,
        showEmail: false,
        showPhone: false,
        allowMessages: true,
        aiSuggestions: true,
      },
    })
    .where(eq(users.id, userId));
}
