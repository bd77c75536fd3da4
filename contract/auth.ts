import { z } from "zod/mini";
import {
  ACCOUNT_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_PROFESSIONS,
} from "./constants.ts";
import { filledText, requiredText } from "./human-errors.ts";
import { locationText } from "./profile.ts";
import { COMPANY_NAME_REQUIRED_MESSAGE, userSchema } from "./users.ts";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";
export const PASSWORD_MISMATCH_MESSAGE =
  "Password mismatch: Passwords do not match. Please try again.";
export const MISSING_SIGN_IN_MESSAGE = "Missing information: Please enter your email and password.";
export const PASSWORD_LENGTH_MESSAGE = `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

const required = (max: number) => filledText(REQUIRED_FIELDS_MESSAGE, max);
const email = z.pipe(
  z.pipe(filledText(REQUIRED_FIELDS_MESSAGE, 254), z.email(INVALID_EMAIL_MESSAGE)),
  z.transform((value) => value.toLowerCase()),
);

export const signUpSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    email,
    password: requiredText(REQUIRED_FIELDS_MESSAGE).check(
      z.minLength(1, REQUIRED_FIELDS_MESSAGE),
      z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE),
      z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE),
    ),
    confirmPassword: requiredText(REQUIRED_FIELDS_MESSAGE).check(z.maxLength(PASSWORD_MAX_LENGTH)),
    profession: z.enum(SIGN_UP_PROFESSIONS, REQUIRED_FIELDS_MESSAGE),
    location: z._default(z.optional(locationText), ""),
    bio: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500))), ""),
    /** "I'm hiring" makes a business account, which posts jobs under its company name. */
    accountType: z._default(z.optional(z.enum(ACCOUNT_TYPES)), "member"),
    companyName: z._default(z.optional(z.string().check(z.trim(), z.maxLength(120))), ""),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: PASSWORD_MISMATCH_MESSAGE,
      path: ["confirmPassword"],
    }),
    z.refine((form) => form.accountType !== "business" || form.companyName.length > 0, {
      message: COMPANY_NAME_REQUIRED_MESSAGE,
      path: ["companyName"],
    }),
  );
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.pipe(
    filledText(MISSING_SIGN_IN_MESSAGE, 254),
    z.transform((value) => value.toLowerCase()),
  ),
  password: requiredText(MISSING_SIGN_IN_MESSAGE).check(
    z.minLength(1, MISSING_SIGN_IN_MESSAGE),
    z.maxLength(PASSWORD_MAX_LENGTH),
  ),
});
export type SignInInput = z.input<typeof signInSchema>;

export const STRENGTH_LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

/**
 * A password being chosen, weighed before it is submitted; `about` holds what the form knows of
 * the member (email, names), which make a password easy to guess. A signed-in member's own
 * details are added by the server.
 */
export const passwordStrengthRequestSchema = z.object({
  password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE)),
  about: z._default(
    z.optional(z.array(z.string().check(z.maxLength(254))).check(z.maxLength(3))),
    [],
  ),
});
export type PasswordStrengthRequest = z.input<typeof passwordStrengthRequestSchema>;

/** Score 0–4 with its word, and why it is weak and what would help (null when strong enough). */
export const passwordStrengthSchema = z.object({
  score: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  label: z.enum(STRENGTH_LABELS),
  advice: z.nullable(z.string()),
});
export type PasswordStrength = z.infer<typeof passwordStrengthSchema>;

/** What the sign-in screen needs to know before anyone signs in. */
export const authConfigSchema = z.object({ demoMode: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** What signing in answers: the member, and whether this sign-in just made their account. */
export const signInResultSchema = z.extend(userSchema, { accountCreated: z.boolean() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** Said plainly when a demo sign-in made an account from an email nobody had used. */
export function newAccountMessage(email: string): string {
  return `We created a new account for ${email}.`;
}

/** The same answer whether or not the email has an account, so it never tells which do. */
export const PASSWORD_RESET_SENT_MESSAGE =
  "If an account uses that email, we have sent it a link to choose a new password. The link works for 30 minutes.";
export const RESET_LINK_INVALID_MESSAGE =
  "This link has expired or has already been used. Please ask for a new one.";
export const PASSWORD_RESET_DONE_MESSAGE =
  "Your password has been changed and every device signed out. Please sign in with the new password.";

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .check(
      z.minLength(1, RESET_LINK_INVALID_MESSAGE),
      z.maxLength(200, RESET_LINK_INVALID_MESSAGE),
    ),
  password: requiredText(PASSWORD_LENGTH_MESSAGE).check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE),
    z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE),
  ),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** What an unconfirmed member reads from the few actions that reach other people. */
export const CONFIRM_EMAIL_FIRST_MESSAGE = "Please confirm your email address first.";
export const CONFIRMATION_LINK_INVALID_MESSAGE =
  "This confirmation link has expired or has already been used. Please ask for a new one.";
export const EMAIL_CONFIRMED_MESSAGE = "Thank you: your email address is confirmed.";
export const CONFIRMATION_SENT_MESSAGE =
  "We have sent you a new confirmation link. It works for 24 hours.";
export const ALREADY_CONFIRMED_MESSAGE = "Your email address is already confirmed.";

export const confirmEmailSchema = z.object({
  token: z
    .string()
    .check(
      z.minLength(1, CONFIRMATION_LINK_INVALID_MESSAGE),
      z.maxLength(200, CONFIRMATION_LINK_INVALID_MESSAGE),
    ),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
