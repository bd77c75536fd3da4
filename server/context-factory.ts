import { createSiteSettings } from "./admin/site-settings.ts";
import { resolveSessionSecret } from "./auth/secret.ts";
import { createSessionStore } from "./auth/sessions.ts";
import { createTwoFactorKeys } from "./auth/two-factor-keys.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { createMailer } from "./mail/mailer.ts";
import { createInProcessBus, createRedisBus } from "./realtime/event-bus.ts";
import { createObjectStorage } from "./storage/object-storage.ts";

/**
 * Opens the database (unless given one, as tests do) and wires the shared services; `close`
 * releases them all, the given database included.
 */
export async function createContext(
  config: Config,
  given?: DatabaseHandle,
  now: () => number = Date.now,
) {
  const database = given ?? (await openDatabase(config));
  const secret = resolveSessionSecret(config);
  const events = config.redisUrl ? await createRedisBus(config.redisUrl) : createInProcessBus();
  const context: AppContext = {
    config,
    db: database.db,
    sessions: createSessionStore(database.db, secret, events, {
      cacheMs: config.sessionCacheMs,
      now,
    }),
    objects: createObjectStorage(config, secret),
    events,
    site: createSiteSettings(database.db, now),
    mailer: createMailer(config),
    twoFactor: createTwoFactorKeys(secret, now),
    now,
  };
  const close = async () => {
    await context.events.close();
    await database.close();
  };
  return { context, close, databaseKind: database.kind };
}
