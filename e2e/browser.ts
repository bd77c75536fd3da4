import type { SignUpInput } from "@contract/auth.ts";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { memberForm } from "../server/test/member-form.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";
import { classListsInConflict, recordClassLists } from "./class-lists.ts";
import { type E2eServer, e2eDatabaseOf, startE2eServer } from "./server.ts";

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const DEMO_EMAIL = "amelia.hughes@atelier.test";
export const DEMO_PASSWORD = "atelier-demo";

declare module "vitest" {
  interface TaskMeta {
    /** Set on a browser test run against PostgreSQL, so the run's summary counts it apart. */
    database?: "postgres";
  }
}

/** Set when this file drives a server of its own rather than the shared one. */
let ownServer: E2eServer | undefined;

/**
 * One Chromium per test file; a missing browser fails the run instead of skipping it. Every
 * browser profile a test opens is closed after that test, whether it passed or failed, so a
 * failure never leaks a profile into the next test. The files run side by side against one
 * shared server; a file that changes what every member sees (closing the site, say) asks for
 * `ownServer` so that no other file is shut out meanwhile. In the e2e-postgres project every file
 * starts its own server on a fresh PostgreSQL database, the shared one being PGlite's. Every
 * class list a test's pages drew is checked after it for utilities that fight over a property.
 */
export function launchBrowserPerFile(options: { ownServer?: boolean } = {}) {
  const database = e2eDatabaseOf(process.env);
  const state: { browser?: Browser; open: BrowserContext[]; classLists: Set<string> } = {
    open: [],
    classLists: new Set(),
  };
  beforeAll(async () => {
    const [browser, server] = await Promise.all([
      chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
      options.ownServer || database === "postgres" ? startE2eServer({ database }) : undefined,
    ]);
    state.browser = browser;
    ownServer = server;
  });
  if (database === "postgres") {
    beforeEach(({ task }) => {
      task.meta.database = database;
    });
  }
  afterEach(async () => {
    const open = state.open.splice(0);
    await Promise.all(open.map((context) => context.close()));
    const drawn = [...state.classLists];
    state.classLists.clear();
    expect(classListsInConflict(drawn), "utilities that fight over one property").toEqual([]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await ownServer?.stop();
  });

  /** `site` is the server the profile talks to: the file's own, else the shared one. */
  async function newPage(
    viewport = DESKTOP,
    site = baseUrl(),
  ): Promise<{ page: Page; context: BrowserContext }> {
    if (!state.browser) throw new Error("browser not started");
    const context = await state.browser.newContext({ viewport, baseURL: site });
    context.setDefaultTimeout(15_000);
    state.open.push(context);
    await recordClassLists(context, state.classLists);
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
  return ownServer?.baseUrl ?? inject("baseUrl");
}

/** Registers through the API inside the page's browser context, so the page is signed in. */
export async function signUpThroughApi(page: Page, overrides: Partial<SignUpInput> = {}) {
  const member = memberForm(overrides);
  const response = await page.request.post("/api/auth/register", { data: member });
  expect(response.status()).toBe(201);
  return member;
}

/** Whether the page fits the window's width, with nothing to scroll sideways. */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Resolves once the page's live connection has been confirmed by the server it talks to. */
export function liveConfirmed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"authenticated"')) resolve();
      });
    });
  });
}

/**
 * Watches the page, from its first script on, for the text being drawn, however briefly; the
 * function it returns resolves once it has been (or fails 15 s after it is called). A notice
 * shown just before the page leaves (half a second, then sign in) can come and go between two of
 * Playwright's visibility checks on a busy machine; a watcher inside the page sees every change.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  let drawn: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    drawn = resolve;
  });
  await page.exposeFunction("textDrawn", () => drawn());
  await page.addInitScript((wanted) => {
    const report = (window as unknown as { textDrawn: () => void }).textDrawn;
    const watcher = new MutationObserver(() => {
      if (document.body?.textContent?.includes(wanted)) {
        watcher.disconnect();
        report();
      }
    });
    watcher.observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${text}" was not drawn in 15 s`)), 15_000);
      seen.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
}
