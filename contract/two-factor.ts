import { z } from "zod/mini";
import { signInResultSchema } from "./auth.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";
import { requiredText } from "./human-errors.ts";

/** How many single-use backup codes a member is given when two-factor sign-in is turned on. */
export const BACKUP_CODE_COUNT = 10;

export const CODE_REQUIRED_MESSAGE =
  "Please enter the 6-digit code from your authenticator app, or a backup code.";
export const WRONG_CODE_MESSAGE =
  "That code is not right or has already been used. Please enter the newest code from your authenticator app, or an unused backup code.";
export const WRONG_SETUP_CODE_MESSAGE =
  "That code is not right. Please enter the 6-digit code your authenticator app shows now.";
export const CHALLENGE_EXPIRED_MESSAGE =
  "Your sign-in has timed out. Please enter your email and password again.";
export const TWO_FACTOR_ALREADY_ON_MESSAGE = "Two-factor authentication is already on.";
export const TWO_FACTOR_NOT_ON_MESSAGE = "Two-factor authentication is not on.";
export const SETUP_NOT_STARTED_MESSAGE =
  "Please start the setup again: enter your password to get a new code.";

const code = requiredText(CODE_REQUIRED_MESSAGE).check(
  z.trim(),
  z.minLength(1, CODE_REQUIRED_MESSAGE),
  z.maxLength(32, CODE_REQUIRED_MESSAGE),
);
const currentPassword = requiredText("Please enter your current password.").check(
  z.minLength(1, "Please enter your current password."),
  z.maxLength(PASSWORD_MAX_LENGTH),
);

/** The second sign-in step, and turning the feature on: a code from the app (or a backup code). */
export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** The password was right, and the account also needs a code before anyone is signed in. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });

/** What signing in answers: the member, or the request for their second factor. */
export const signInAnswerSchema = z.union([signInResultSchema, twoFactorRequiredSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  backupCodesLeft: z.int().check(z.gte(0)),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const startTwoFactorSetupSchema = z.object({ currentPassword });
export type StartTwoFactorSetupInput = z.input<typeof startTwoFactorSetupSchema>;

/** Shown once, at setup: the secret as text for typing in, and the same as a QR code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG image as a data: URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once, when the feature is turned on: only their hashes are kept. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

export const disableTwoFactorSchema = z.object({ currentPassword, code });
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;
