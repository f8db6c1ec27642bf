import { describe, expect, it } from "vitest";
import { signInInput, signUpInput } from "./auth";

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
    [{ displayName: "   " }, "displayName", "Display name is required"],
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
