import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import {
  adminSettings,
  availabilityEvents,
  comments,
  conversations,
  follows,
  jobApplications,
  jobs,
  jobViews,
  kycSubmissions,
  messages,
  portfolioItems,
  postBookmarks,
  postLikes,
  posts,
  profileViews,
  savedJobs,
  supportTickets,
  users,
} from "../schema/index.ts";
import type { DemoPlan } from "./plan.ts";

/** Keeps each statement well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 500;

/** Writes the plan parents-first with multi-row inserts; run it inside one transaction. */
export async function insertDemoPlan(db: Database, plan: DemoPlan, passwordHash: string) {
  await insertRows(
    db,
    users,
    plan.members.map(({ slug: _slug, ...member }) => ({ ...member, passwordHash })),
  );
  await insertRows(db, follows, plan.follows);
  await insertRows(db, profileViews, plan.profileViews);
  await insertRows(db, posts, plan.posts.posts);
  await insertRows(db, postLikes, plan.posts.likes);
  await insertRows(db, comments, plan.posts.comments);
  await insertRows(db, postBookmarks, plan.posts.bookmarks);
  await insertRows(db, jobs, plan.jobs.jobs);
  await insertRows(db, jobApplications, plan.jobs.applications);
  await insertRows(db, savedJobs, plan.jobs.savedJobs);
  await insertRows(db, jobViews, plan.jobs.views);
  await insertRows(db, conversations, plan.conversations.conversations);
  await insertRows(db, messages, plan.conversations.messages);
  await insertRows(db, portfolioItems, plan.portfolioItems);
  await insertRows(db, availabilityEvents, plan.availability);
  await insertRows(db, kycSubmissions, plan.kycSubmissions);
  await insertRows(db, supportTickets, plan.supportTickets);
  // The site switches may already exist if an admin saved them before any member signed up.
  await db.insert(adminSettings).values({ key: "site" }).onConflictDoNothing();
}

async function insertRows<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}
