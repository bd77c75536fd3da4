import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * Sends without making the caller wait: called once the change it reports is committed, so a
 * slow or failing mail server neither fails nor delays the request (nor lets its timing tell
 * whether an address has an account). A failure is logged.
 */
export function deliverLater(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => {
    log.error({ err: error, subject: message.subject }, "email not sent");
  });
}
