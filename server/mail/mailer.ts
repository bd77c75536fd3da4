import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

/** One email, already written: the templates in templates.ts make these. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Where mail goes, for the start-up message: the SMTP host or the outbox folder. */
  destination: string;
  /** Sends and resolves once the server (or the outbox) has taken the message. */
  send(message: MailMessage): Promise<void>;
};

/**
 * Through SMTP_URL when it is set; otherwise each message is built by nodemailer's stream
 * transport and written as an .eml file to the outbox, so development and tests need no server.
 */
export function createMailer(config: Pick<Config, "mail">): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      destination: `SMTP at ${new URL(smtpUrl).host}`,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    destination: `the folder ${outboxDir}`,
    async send(message) {
      const built = await builder.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // Time first, so the newest message sorts last.
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(outboxDir, name), built.message);
    },
  };
}
