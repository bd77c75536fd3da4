import { randomBytes } from "node:crypto";
import type { SignUpInput } from "@contract/auth.ts";
import type { User } from "@contract/users.ts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client.ts";
import { posts, users } from "../db/schema/index.ts";
import { TestClient } from "./client.ts";

export const TEST_PASSWORD = "correct horse battery";

export function memberForm(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const tag = randomBytes(4).toString("hex");
  return {
    firstName: "Test",
    lastName: `Member ${tag}`,
    email: `member.${tag}@example.test`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    profession: "photographer",
    location: "London",
    bio: "",
    ...overrides,
  };
}

/** Registers a new member through the API; the returned client is signed in as them. */
export async function signUpMember(baseUrl: string, overrides: Partial<SignUpInput> = {}) {
  const client = new TestClient(baseUrl);
  const form = memberForm(overrides);
  const response = await client.post<User>("/api/auth/register", form);
  expect(response.status).toBe(201);
  return { client, user: response.body, form };
}

/** Writes a post row directly, for tests that need many posts or a set time. */
export async function insertPost(
  db: Database,
  userId: string,
  overrides: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(posts)
    .values({ userId, content: `Post ${randomBytes(3).toString("hex")}`, ...overrides })
    .returning();
  return row!;
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
      },
    })
    .where(eq(users.id, userId));
}
