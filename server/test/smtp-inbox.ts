import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { closeWhenFileEnds } from "./file-cleanup.ts";

const USER = "atelier";
const PASSWORD = "smtp-test-password";

/**
 * A real SMTP server on a random loopback port that keeps every message it receives, parsed,
 * for the test file; `url` is the SMTP_URL the app sends through (with a user and password,
 * so the app's login to the server is tested too).
 */
export async function startSmtpInbox() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  closeWhenFileEnds(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const to = (mail: ParsedMail, address: string) =>
    [mail.to ?? []].flat().some((list) => list.value.some((entry) => entry.address === address));

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    /** Every message so far to this address. */
    to(address: string): ParsedMail[] {
      return received.filter((mail) => to(mail, address));
    },
    /** The next message to this address (after the `already` it has received), or a timeout. */
    async next(address: string, already = 0, timeoutMs = 5000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      while (this.to(address).length <= already) {
        if (Date.now() > deadline) throw new Error(`no email reached ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return this.to(address)[already]!;
    },
  };
}

/** The token of the reset or confirmation link in a message's text. */
export function linkToken(mail: ParsedMail): string {
  const match = /\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[1]!;
}
