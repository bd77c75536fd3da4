import { resolveSessionSecret } from "./auth/secret.ts";
import { createSessionStore } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/client.ts";

/** Opens the database and wires the services every domain shares. */
export async function createContext(config: Config) {
  const database = await openDatabase(config);
  const context: AppContext = {
    config,
    db: database.db,
    sessions: createSessionStore(database.db, resolveSessionSecret(config)),
  };
  return { context, close: database.close, databaseKind: database.kind };
}
