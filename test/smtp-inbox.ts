import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export type Mail = { to: string; raw: string };

/**
 * A real SMTP server on this machine for the test file that calls this (at its top level): the
 * app's mail (SMTP_URL, MAIL_FROM) goes to it while the file runs, and lands in the list returned.
 */
export function localSmtpInbox(): Mail[] {
  const inbox: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), raw });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const address = smtp.server.address();
    process.env.SMTP_URL = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    process.env.MAIL_FROM = "Creator Quest <quest@example.com>";
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  return inbox;
}

/** Undoes quoted-printable, the transfer encoding SMTP clients use for long text lines. */
export const fromQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
