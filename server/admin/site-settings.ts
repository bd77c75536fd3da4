import { MAINTENANCE_MESSAGE, type SiteSettings } from "@contract/admin.ts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { adminSettings } from "../db/schema/index.ts";
import { ServiceUnavailableError } from "../http/errors.ts";
import { type AdminActor, recordAdminAction } from "./audit-log.ts";

const SITE_KEY = "site";
/**
 * Every request reads the switches, so each instance keeps them this long: a change made on
 * another instance takes effect here within it, one made here at once.
 */
const SETTINGS_MAX_AGE_MS = 2000;
/** What a closed site tells clients to wait before asking again. */
const MAINTENANCE_RETRY_SECONDS = 300;

const DEFAULTS: SiteSettings = {
  mainPagesEnabled: true,
  loginsEnabled: true,
  registrationsEnabled: true,
  adminMessage: "",
};

async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.key, SITE_KEY));
  if (!row) return DEFAULTS;
  const { mainPagesEnabled, loginsEnabled, registrationsEnabled, adminMessage } = row;
  return { mainPagesEnabled, loginsEnabled, registrationsEnabled, adminMessage };
}

/**
 * The site's switches as this instance knows them. A read older than the limit waits for a
 * fresh one (reads together share it) rather than answering from the old one, so no request
 * acts on settings older than the limit plus one read.
 */
export function createSiteSettings(db: Database, now: () => number) {
  let cached: { readAt: number; settings: Promise<SiteSettings> } | null = null;
  return {
    read(): Promise<SiteSettings> {
      if (cached && now() - cached.readAt < SETTINGS_MAX_AGE_MS) return cached.settings;
      const settings = readSiteSettings(db);
      const entry = { readAt: now(), settings };
      cached = entry;
      settings.catch(() => {
        if (cached === entry) cached = null;
      });
      return settings;
    },
    /** After a change on this instance: the next read goes to the database. */
    forget() {
      cached = null;
    },
  };
}

export type SiteSettingsStore = ReturnType<typeof createSiteSettings>;

/** An admin saves the switches and the site message; the audit line names what changed. */
export async function saveSiteSettings(
  { db, site }: Pick<AppContext, "db" | "site">,
  actor: AdminActor,
  input: SiteSettings,
): Promise<SiteSettings> {
  const before = await readSiteSettings(db);
  const changed = (Object.keys(input) as (keyof SiteSettings)[]).filter(
    (key) => input[key] !== before[key],
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(adminSettings)
      .values({ key: SITE_KEY, ...input })
      .onConflictDoUpdate({
        target: adminSettings.key,
        set: { updatedAt: new Date(), ...input },
      });
    await recordAdminAction(tx, actor, {
      action: "update-site-settings",
      targetIds: [],
      reason: changed.map((key) => `${key}: ${String(input[key])}`).join("; ") || null,
    });
  });
  site.forget();
  return input;
}

/** Paths that keep answering while the main pages are closed: admin, signing in and out, the switches. */
const OPEN_DURING_MAINTENANCE = [
  "/api/admin/",
  "/api/auth/",
  "/api/login",
  "/api/logout",
  "/api/site",
  "/api/health",
];

/**
 * With the main pages switched off every other API call answers 503 with Retry-After, so no
 * client can go round the maintenance page the web app shows.
 */
export function closeMainPagesWhenSwitchedOff(app: FastifyInstance, context: AppContext) {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (OPEN_DURING_MAINTENANCE.some((path) => request.url.startsWith(path))) return;
    const settings = await context.site.read();
    if (!settings.mainPagesEnabled) {
      throw new ServiceUnavailableError(MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_SECONDS);
    }
  });
}
