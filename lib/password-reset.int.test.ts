import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { createPasswordResetToken } from "@/db/queries/password-reset";
import { getAccount } from "@/db/queries/users";
import { passwordResetTokens } from "@/db/schema";
import { verifyCredentials } from "@/lib/accounts";
import { completePasswordReset, sendPasswordResetLink } from "@/lib/password-reset";
import { fromQuotedPrintable, localSmtpInbox } from "@/test/smtp-inbox";
import { createTestUser, TEST_PASSWORD } from "@/test/users";

// A real SMTP server on this machine receives the reset emails.
const inbox = localSmtpInbox();

/** The token in the newest email to that address. */
function tokenMailedTo(email: string): string {
  const mail = inbox.filter((message) => message.to === email).at(-1);
  if (!mail) throw new Error(`No email to ${email}`);
  const link = /https:\/\/quest\.example\/auth\/reset\?token=([A-Za-z0-9_%-]+)/.exec(fromQuotedPrintable(mail.raw));
  if (!link) throw new Error("No reset link in the email");
  return decodeURIComponent(link[1]);
}

describe("password reset by email", () => {
  it("emails a link whose token sets a new password once and ends every session", async () => {
    const user = await createTestUser();
    await sendPasswordResetLink(user.email, "https://quest.example");
    const token = tokenMailedTo(user.email);
    expect(inbox.at(-1)!.raw).toContain("Subject: Reset your Creator Quest password");

    expect(await completePasswordReset(token, "a-brand-new-passphrase")).toEqual({ userId: user.id, email: user.email });
    expect(await verifyCredentials({ email: user.email, password: "a-brand-new-passphrase" })).toMatchObject({ id: user.id });
    expect(await verifyCredentials({ email: user.email, password: TEST_PASSWORD })).toBeNull();
    expect((await getAccount(user.id, null))?.sessionVersion).toBe(1);

    expect(await completePasswordReset(token, "another-passphrase-1")).toBeNull();
  });

  it("sends nothing for an email without an account", async () => {
    const before = inbox.length;
    await sendPasswordResetLink("nobody-here@example.com", "https://quest.example");
    expect(inbox).toHaveLength(before);
  });

  it("two simultaneous uses of one link: exactly one sets the password", async () => {
    const user = await createTestUser();
    const token = await createPasswordResetToken(user.id);
    const results = await Promise.all([completePasswordReset(token, "first-passphrase-1"), completePasswordReset(token, "second-passphrase-2")]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await getAccount(user.id, null))?.sessionVersion).toBe(1);
  });

  it("refuses an expired link, and a used link spends the user's other open links", async () => {
    const user = await createTestUser();
    const expired = await createPasswordResetToken(user.id);
    await getDb()
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect(await completePasswordReset(expired, "never-applied-123")).toBeNull();

    const older = await createPasswordResetToken(user.id);
    const newer = await createPasswordResetToken(user.id);
    expect(await completePasswordReset(newer, "the-new-passphrase")).not.toBeNull();
    expect(await completePasswordReset(older, "the-old-link-passphrase")).toBeNull();
  });
});
