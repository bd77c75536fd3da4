import type { MailMessage } from "./mailer.ts";

/** Member-supplied text goes into the HTML part only through this. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Letter = { greeting: string; paragraphs: string[]; action?: { label: string; url: string } };

/** The one layout every email shares: a greeting, a few paragraphs and at most one link. */
function letter(
  to: string,
  subject: string,
  { greeting, paragraphs, action }: Letter,
): MailMessage {
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])]
    .concat("— Atelier")
    .join("\n\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : "",
    "<p>— Atelier</p>",
  ].join("\n");
  return { to, subject, text, html };
}

const greet = (firstName: string | null) => (firstName ? `Hello ${firstName},` : "Hello,");

export function passwordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  return letter(to, "Reset your Atelier password", {
    greeting: greet(firstName),
    paragraphs: [
      "Someone asked to reset the password of your Atelier account. The link below works once, for 30 minutes.",
      "If it was not you, ignore this email: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: link },
  });
}

export function emailChangedMail(
  oldAddress: string,
  firstName: string | null,
  newAddress: string,
): MailMessage {
  return letter(oldAddress, "Your Atelier email address was changed", {
    greeting: greet(firstName),
    paragraphs: [
      `The email address of your Atelier account was changed to ${newAddress}. Other devices were signed out.`,
      "If you did not do this, reply to this email at once so we can secure your account.",
    ],
  });
}

export function confirmEmailMail(to: string, firstName: string | null, link: string): MailMessage {
  return letter(to, "Confirm your email address for Atelier", {
    greeting: greet(firstName),
    paragraphs: [
      "Please confirm that this is your email address. Until you do, you can look around Atelier but not post, comment, message or follow anyone. The link works for 24 hours.",
      "If you did not make an Atelier account, ignore this email.",
    ],
    action: { label: "Confirm my email address", url: link },
  });
}
