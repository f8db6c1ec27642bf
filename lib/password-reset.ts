import "server-only";
import { findUserByEmail } from "@/db/queries/users";
import { createPasswordResetToken, RESET_TOKEN_MINUTES, resetPasswordWithToken } from "@/db/queries/password-reset";
import { sendMail } from "@/lib/integrations/mail";
import { hashPassword } from "@/lib/password";

// Password reset by email (issue: security). The answer to a request never says whether the
// email has an account; the link carries a single-use token that expires in an hour.

/** Emails a reset link when the email has an account; does nothing (silently) otherwise. */
export async function sendPasswordResetLink(email: string, appOrigin: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = await createPasswordResetToken(user.id);
  const link = new URL(`/auth/reset?token=${encodeURIComponent(token)}`, appOrigin).href;
  await sendMail({
    to: user.email,
    subject: "Reset your Creator Quest password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Creator Quest account.",
      "",
      `Choose a new password here: ${link}`,
      "",
      `The link works once and expires in ${RESET_TOKEN_MINUTES} minutes. If you didn't ask, ignore this email: your password stays as it is.`,
    ].join("\n"),
  });
}

/** Sets the new password if the token is good; every session of the account ends. */
export async function completePasswordReset(token: string, newPassword: string) {
  return resetPasswordWithToken(token, await hashPassword(newPassword));
}
