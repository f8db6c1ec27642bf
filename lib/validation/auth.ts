import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .pipe(z.email("Enter a valid email address"));

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const signInInput = z.object({ email, password });

export const signUpInput = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "Display name is required")
    .max(80, "Display name must be at most 80 characters"),
  email,
  password,
  // The browser's zone, sent by the form; an unknown or missing zone falls back to UTC.
  timeZone: z
    .string()
    .optional()
    .transform((zone) => (zone && isTimeZone(zone) ? zone : "UTC")),
});

export type SignInInput = z.infer<typeof signInInput>;
export type SignUpInput = z.infer<typeof signUpInput>;
