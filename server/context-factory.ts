import { resolveSessionSecret } from "./auth/secret.ts";
import { createSessionStore } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { createObjectStorage } from "./storage/object-storage.ts";

/** Opens the database (unless given one, as tests do) and wires the shared services. */
export async function createContext(config: Config, given?: DatabaseHandle) {
  const database = given ?? (await openDatabase(config));
  const secret = resolveSessionSecret(config);
  const context: AppContext = {
    config,
    db: database.db,
    sessions: createSessionStore(database.db, secret),
    objects: createObjectStorage(config, secret),
  };
  return { context, close: database.close, databaseKind: database.kind };
}
