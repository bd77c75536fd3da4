import { randomBytes } from "node:crypto";
import type { SignUpInput } from "@contract/auth.ts";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const CHROMIUM = "/usr/bin/chromium";

/** Flags for root in a sandbox with no outside network (see the machine notes). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const DEMO_EMAIL = "amelia.hughes@atelier.test";
export const DEMO_PASSWORD = "atelier-demo";

/** One Chromium per test file; a missing browser fails the run instead of skipping it. */
export function launchBrowserPerFile() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh, signed-out browser profile with its own cookies. */
    async newPage(viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
      if (!state.browser) throw new Error("browser not started");
      const context = await state.browser.newContext({ viewport, baseURL: baseUrl() });
      context.setDefaultTimeout(15_000);
      return { page: await context.newPage(), context };
    },
  };
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export function uniqueMember(overrides: Partial<SignUpInput> = {}) {
  const tag = randomBytes(4).toString("hex");
  return {
    firstName: "Rosa",
    lastName: `Pennington${tag}`,
    email: `rosa.${tag}@example.test`,
    password: "a long enough password",
    confirmPassword: "a long enough password",
    profession: "photographer" as const,
    location: "Bristol",
    bio: "",
    ...overrides,
  };
}

/** Registers through the API inside the page's browser context, so the page is signed in. */
export async function signUpThroughApi(page: Page, overrides: Partial<SignUpInput> = {}) {
  const member = uniqueMember(overrides);
  const response = await page.request.post("/api/auth/register", { data: member });
  expect(response.status()).toBe(201);
  return member;
}
