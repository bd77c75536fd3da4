import { randomInt } from "node:crypto";
import {
  BACKUP_CODE_COUNT,
  type BackupCodes,
  CHALLENGE_EXPIRED_MESSAGE,
  SETUP_NOT_STARTED_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_NOT_ON_MESSAGE,
  type TwoFactorSetup,
  type TwoFactorStatus,
  WRONG_CODE_MESSAGE,
  WRONG_SETUP_CODE_MESSAGE,
} from "@contract/two-factor.ts";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { twoFactorBackupCodes, twoFactorSecrets, users } from "../db/schema/index.ts";
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
} from "../http/errors.ts";
import { confirmCurrentPassword } from "./current-password.ts";
import { type SessionUser, sessionUserColumns } from "./sessions.ts";

type TwoFactorContext = Pick<AppContext, "db" | "twoFactor" | "now">;

/** What authenticator apps show the account as. */
const ISSUER = "Atelier";
/** 31 letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const BACKUP_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const BACKUP_CODE_LENGTH = 10;

/**
 * The authenticator for a secret, with the settings every app assumes (SHA-1, 6 digits, 30 s):
 * apps that ignore the otpauth URI's parameters still show the right codes.
 */
function authenticator(secretBase32: string, label: string) {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32) });
}

/**
 * The 30-second step a 6-digit code belongs to, if it is the code of the step before, the
 * current one or the next (a phone's clock may be off by that much), else null.
 */
function stepOfCode(totp: TOTP, code: string, now: number): number | null {
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** A code as typed: spaces and dashes (as backup codes are shown) dropped, letter case ignored. */
function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

const isAppCode = (code: string) => /^\d{6}$/.test(code);

/** "k7m2p-x9qre": ten random characters, shown in two halves. */
function newBackupCode(): string {
  const characters = Array.from(
    { length: BACKUP_CODE_LENGTH },
    () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
  ).join("");
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Whether the member's sign-in also needs a code. */
export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return Boolean(row);
}

export async function twoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  const enabled = await hasTwoFactor(db, userId);
  const [codes] = await db
    .select({ left: count() })
    .from(twoFactorBackupCodes)
    .where(eq(twoFactorBackupCodes.userId, userId));
  return { enabled, backupCodesLeft: enabled ? (codes?.left ?? 0) : 0 };
}

/**
 * The first step of turning two-factor sign-in on, after the current password: a new secret,
 * kept sealed until the member shows a code from it, and shown this once (as text and as a QR
 * code). Starting again replaces a setup that was never finished.
 */
export async function startTwoFactorSetup(
  { db, twoFactor }: TwoFactorContext,
  me: SessionUser,
  currentPassword: string,
): Promise<TwoFactorSetup> {
  await confirmCurrentPassword(db, me.id, currentPassword);
  const secret = new Secret({ size: 20 });
  const sealedSecret = twoFactor.secrets.seal(secret.base32, me.id);
  const [pending] = await db
    .insert(twoFactorSecrets)
    .values({ userId: me.id, sealedSecret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { sealedSecret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  if (!pending) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const otpauthUri = authenticator(secret.base32, me.email).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  return {
    secret: secret.base32,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * Finishes the setup with a code from the app, which proves the secret reached it: two-factor
 * sign-in is on from now, and the member gets backup codes, shown this once and kept as keyed
 * hashes. The code is used up like any sign-in code.
 */
export async function enableTwoFactor(
  { db, twoFactor, now }: TwoFactorContext,
  me: SessionUser,
  code: string,
): Promise<BackupCodes> {
  const [pending] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, me.id));
  if (!pending) throw new BadRequestError(SETUP_NOT_STARTED_MESSAGE);
  if (pending.enabledAt) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const totp = authenticator(twoFactor.secrets.open(pending.sealedSecret, me.id), me.email);
  const typed = normalizeCode(code);
  const step = isAppCode(typed) ? stepOfCode(totp, typed, now()) : null;
  if (step === null) throw new BadRequestError(WRONG_SETUP_CODE_MESSAGE);

  const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: new Date(now()), lastUsedStep: step })
      .where(
        and(
          eq(twoFactorSecrets.userId, me.id),
          eq(twoFactorSecrets.sealedSecret, pending.sealedSecret),
          isNull(twoFactorSecrets.enabledAt),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    // Another tab finished this setup, or started a new one, in the meantime.
    if (!enabled) throw new ConflictError(SETUP_NOT_STARTED_MESSAGE);
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, me.id));
    await tx.insert(twoFactorBackupCodes).values(
      backupCodes.map((backupCode) => ({
        userId: me.id,
        codeHash: twoFactor.hashBackupCode(normalizeCode(backupCode)),
      })),
    );
  });
  return { backupCodes };
}

type CodeOutcome = "accepted" | "refused" | "not-enabled";

/**
 * Checks a code for a member with two-factor sign-in on and uses it up. An app code is accepted
 * only for a step after the last one accepted, and a backup code only once: both are decided by
 * one conditional write, so two requests with the same code cannot both pass.
 */
async function spendCode(
  { db, twoFactor, now }: TwoFactorContext,
  userId: string,
  code: string,
): Promise<CodeOutcome> {
  const [row] = await db
    .select({ sealedSecret: twoFactorSecrets.sealedSecret, email: users.email })
    .from(twoFactorSecrets)
    .innerJoin(users, eq(users.id, twoFactorSecrets.userId))
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  if (!row) return "not-enabled";
  const typed = normalizeCode(code);
  if (isAppCode(typed)) {
    const totp = authenticator(twoFactor.secrets.open(row.sealedSecret, userId), row.email);
    const step = stepOfCode(totp, typed, now());
    if (step === null) return "refused";
    const used = await db
      .update(twoFactorSecrets)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactorSecrets.userId, userId),
          or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    return used.length > 0 ? "accepted" : "refused";
  }
  const used = await db
    .delete(twoFactorBackupCodes)
    .where(
      and(
        eq(twoFactorBackupCodes.userId, userId),
        eq(twoFactorBackupCodes.codeHash, twoFactor.hashBackupCode(typed)),
      ),
    )
    .returning({ userId: twoFactorBackupCodes.userId });
  return used.length > 0 ? "accepted" : "refused";
}

/**
 * The second sign-in step: the member of the pending sign-in, once their code is accepted. A
 * wrong code is a 401, which the per-account limit on wrong codes counts.
 */
export async function passSecondFactor(
  context: TwoFactorContext,
  userId: string,
  code: string,
): Promise<SessionUser> {
  const outcome = await spendCode(context, userId, code);
  // Two-factor sign-in was turned off since the password step: that sign-in starts again.
  if (outcome === "not-enabled") throw new UnauthorizedError(CHALLENGE_EXPIRED_MESSAGE);
  if (outcome === "refused") throw new UnauthorizedError(WRONG_CODE_MESSAGE);
  const [member] = await context.db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw new UnauthorizedError(CHALLENGE_EXPIRED_MESSAGE);
  return member;
}

/** Turns two-factor sign-in off, after the current password and a code (an app or backup code). */
export async function disableTwoFactor(
  context: TwoFactorContext,
  me: SessionUser,
  input: { currentPassword: string; code: string },
): Promise<void> {
  const { db } = context;
  await confirmCurrentPassword(db, me.id, input.currentPassword);
  const outcome = await spendCode(context, me.id, input.code);
  if (outcome === "not-enabled") throw new ConflictError(TWO_FACTOR_NOT_ON_MESSAGE);
  if (outcome === "refused") throw new ForbiddenError(WRONG_CODE_MESSAGE);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, me.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, me.id));
  });
}
