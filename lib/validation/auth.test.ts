import { describe, expect, it } from "vitest";
import { changePasswordInput, resetPasswordInput, signInInput, signUpInput } from "./auth";

describe("signUpInput", () => {
  const valid = { displayName: "  Maya  ", email: " Maya@Example.COM ", password: "secret1", timeZone: "Europe/Berlin" };

  it("trims the name and lower-cases the email", () => {
    expect(signUpInput.parse(valid)).toEqual({
      displayName: "Maya",
      email: "maya@example.com",
      password: "secret1",
      timeZone: "Europe/Berlin",
    });
  });

  it("falls back to UTC for an unknown or missing time zone", () => {
    expect(signUpInput.parse({ ...valid, timeZone: "Mars/Olympus" }).timeZone).toBe("UTC");
    expect(signUpInput.parse({ ...valid, timeZone: undefined }).timeZone).toBe("UTC");
  });

  it.each([
    [{ displayName: "   " }, "displayName", "Enter your display name"],
    [{ email: "  " }, "email", "Enter your email"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ password: "12345" }, "password", "Password must be at least 6 characters"],
  ])("refuses %o with a message on %s", (change, field, message) => {
    const result = signUpInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toMatchObject({ [field]: [message] });
  });
});

describe("signInInput", () => {
  it("accepts a 6-character password and refuses a 5-character one", () => {
    expect(signInInput.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(signInInput.safeParse({ email: "a@b.co", password: "12345" }).success).toBe(false);
  });
});

describe("a new password", () => {
  const COMMON = "This password is one of the most common ones. Choose one that's harder to guess.";
  const base = { displayName: "Maya", email: "maya@example.com", timeZone: "UTC" };

  it("refuses the most common passwords at sign-up, whatever their case", () => {
    for (const password of ["123456", "password1", "Qwerty123", "ILOVEYOU"]) {
      expect(signUpInput.safeParse({ ...base, password }).error?.issues[0].message, password).toBe(COMMON);
    }
    expect(signUpInput.safeParse({ ...base, password: "quest-password" }).success).toBe(true);
  });

  it("signing in never checks the list (old accounts keep working)", () => {
    expect(signInInput.safeParse({ email: "maya@example.com", password: "123456" }).success).toBe(true);
  });

  it("a change must differ from the current password, and a reset needs a well-formed token", () => {
    expect(changePasswordInput.safeParse({ currentPassword: "quest-password", newPassword: "quest-password" }).error?.issues[0]).toMatchObject({
      path: ["newPassword"],
      message: "Choose a password different from the current one",
    });
    expect(resetPasswordInput.safeParse({ token: "short", newPassword: "a-long-passphrase" }).error?.issues[0].message).toBe(
      "This reset link is not valid. Ask for a new one.",
    );
    expect(resetPasswordInput.safeParse({ token: "A".repeat(43), newPassword: "a-long-passphrase" }).success).toBe(true);
  });
});
