import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/rules/password";
import { isCommonPassword } from "@/lib/rules/common-passwords";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter your email")
  .pipe(z.email("Enter a valid email address"));

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

/** A password being set (sign-up, change, reset): the spec's minimum plus no common passwords. */
export const newPassword = password.refine(
  (value) => !isCommonPassword(value),
  "This password is one of the most common ones. Choose one that's harder to guess.",
);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const signInInput = z.object({ email, password });

/** The creator's name as sign-up and the profile take it. */
export const displayName = z.string().trim().min(1, "Enter your display name").max(80, "Display name must be at most 80 characters");

export const signUpInput = z.object({
  displayName,
  email,
  password: newPassword,
  // The browser's zone, sent by the form; an unknown or missing zone falls back to UTC.
  timeZone: z
    .string()
    .optional()
    .transform((zone) => (zone && isTimeZone(zone) ? zone : "UTC")),
});

export type SignInInput = z.infer<typeof signInInput>;
export type SignUpInput = z.infer<typeof signUpInput>;

export const changePasswordInput = z
  .object({ currentPassword: z.string().min(1, "Enter your current password"), newPassword })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ["newPassword"],
    message: "Choose a password different from the current one",
  });

export const confirmPasswordInput = z.object({ password: z.string().min(1, "Enter your password to confirm") });

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "This reset link is not valid. Ask for a new one."),
  newPassword,
});
