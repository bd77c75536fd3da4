import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A member's authenticator (TOTP) secret, sealed with AES-256-GCM under a key derived from the
 * session secret: a copy of the database alone does not give the codes away. The row exists
 * from the start of setup; two-factor sign-in is on only once `enabledAt` is set, after the
 * member has shown a code from their app.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /**
   * The 30-second step of the newest code accepted: a code of that step or an earlier one is
   * refused, so each code opens the account once, however quickly it is replayed.
   */
  lastUsedStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use backup codes, as keyed hashes only: a code's row is deleted when it is used. */
export const twoFactorBackupCodes = pgTable(
  "two_factor_backup_codes",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
