import { describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/sessions.ts";
import {
  ADMIN_LOCKED_MESSAGE,
  BUSINESS_ONLY_MESSAGE,
  type Caller,
  decideAccess,
} from "./access.ts";
import { HttpError } from "./errors.ts";

const now = new Date("2026-11-22T12:00:00Z");
const member = { id: "m", accountType: "member" } as SessionUser;
const business = { id: "b", accountType: "business" } as SessionUser;

function refusal(access: Parameters<typeof decideAccess>[0], caller: Caller) {
  try {
    decideAccess(access, caller, now);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
  }
}

describe("the access decision", () => {
  const signedOut: Caller = { user: null, adminUnlockedUntil: null };

  it("lets anyone through a public route", () => {
    expect(refusal("public", signedOut)).toBeNull();
  });

  it("asks a stranger to sign in for every other level", () => {
    for (const access of ["member", "owner", "business", "admin"] as const) {
      expect(refusal(access, signedOut)).toEqual({ status: 401, message: "Unauthorized" });
    }
  });

  it("keeps business routes for business accounts", () => {
    expect(refusal("business", { user: member, adminUnlockedUntil: null })).toEqual({
      status: 403,
      message: BUSINESS_ONLY_MESSAGE,
    });
    expect(refusal("business", { user: business, adminUnlockedUntil: null })).toBeNull();
  });

  it("opens admin routes only to a session unlocked until later than now", () => {
    const locked = { status: 401, message: ADMIN_LOCKED_MESSAGE };
    expect(refusal("admin", { user: member, adminUnlockedUntil: null })).toEqual(locked);
    const expired = new Date(now.getTime() - 1);
    expect(refusal("admin", { user: member, adminUnlockedUntil: expired })).toEqual(locked);
    const later = new Date(now.getTime() + 60_000);
    expect(refusal("admin", { user: member, adminUnlockedUntil: later })).toBeNull();
  });
});
