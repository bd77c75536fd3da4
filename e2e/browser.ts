import type { SignUpInput } from "@contract/auth.ts";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { memberForm } from "../server/test/member-form.ts";

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

/**
 * One Chromium per test file; a missing browser fails the run instead of skipping it. Every
 * browser profile a test opens is closed after that test, whether it passed or failed, so a
 * failure never leaks a profile into the next test.
 */
export function launchBrowserPerFile() {
  const state: { browser?: Browser; open: BrowserContext[] } = { open: [] };
  beforeAll(async () => {
    state.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    const open = state.open.splice(0);
    await Promise.all(open.map((context) => context.close()));
  });
  afterAll(async () => {
    await state.browser?.close();
  });

  async function newPage(viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
    if (!state.browser) throw new Error("browser not started");
    const context = await state.browser.newContext({ viewport, baseURL: baseUrl() });
    context.setDefaultTimeout(15_000);
    state.open.push(context);
    return { page: await context.newPage(), context };
  }

  return {
    /** A fresh, signed-out browser profile with its own cookies. */
    newPage,
    /** A fresh browser profile signed in as a new member made through the API. */
    async signedInPage(viewport = DESKTOP, overrides: Partial<SignUpInput> = {}) {
      const opened = await newPage(viewport);
      const member = await signUpThroughApi(opened.page, overrides);
      return { ...opened, member };
    },
  };
}

export function baseUrl(): string {
  return inject("baseUrl");
}

/** Registers through the API inside the page's browser context, so the page is signed in. */
export async function signUpThroughApi(page: Page, overrides: Partial<SignUpInput> = {}) {
  const member = memberForm(overrides);
  const response = await page.request.post("/api/auth/register", { data: member });
  expect(response.status()).toBe(201);
  return member;
}
