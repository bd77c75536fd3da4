import type { SiteSettingsStore } from "./admin/site-settings.ts";
import type { SessionStore } from "./auth/sessions.ts";
import type { TwoFactorKeys } from "./auth/two-factor-keys.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { EventBus } from "./realtime/event-bus.ts";
import type { ObjectStorage } from "./storage/object-storage.ts";

/** What every domain's routes are built with. */
export type AppContext = {
  config: Config;
  db: Database;
  sessions: SessionStore;
  objects: ObjectStorage;
  /** Live events for members, across instances. */
  events: EventBus;
  /** The site's switches and message, read often and kept briefly. */
  site: SiteSettingsStore;
  /** Outbound email: SMTP, or the outbox folder. */
  mailer: Mailer;
  /** Sealing authenticator secrets, signing pending sign-ins, hashing backup codes. */
  twoFactor: TwoFactorKeys;
  /** Milliseconds since the epoch; tests pass a clock they can move (rate-limit windows). */
  now: () => number;
};
