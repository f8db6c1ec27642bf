import "server-only";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { mailEnv } from "@/lib/env";

// The one way the app sends email (decision D7): SMTP_URL and MAIL_FROM, through nodemailer.

export const mailConfigured = () => Boolean(mailEnv().SMTP_URL);

export async function sendMail(message: Omit<Mail.Options, "from">): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = mailEnv();
  if (!SMTP_URL) throw new Error("SMTP is not configured");
  await nodemailer.createTransport(SMTP_URL).sendMail({ ...message, from: MAIL_FROM });
}
