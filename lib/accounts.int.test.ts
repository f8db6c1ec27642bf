import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db";
import { profiles, users } from "@/db/schema";
import { attemptPassword, authorizeSignIn, registerAccount, signInLimits, signInPause, verifyCredentials } from "@/lib/accounts";
import { limitArguments, LIMITS } from "@/lib/rate-limit";
import { createTestUser, TEST_PASSWORD } from "@/test/users";

describe("registerAccount", () => {
  it("stores a lower-cased email, an argon2id hash and a profile with the browser's time zone", async () => {
    const email = `Maya-${randomUUID()}@Example.com`;
    const result = await registerAccount({
      displayName: "Maya",
      email: email.toLowerCase(),
      password: "secret1",
      timeZone: "America/New_York",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;

    const [user] = await getDb().select().from(users).where(eq(users.id, result.user.id));
    expect(user.email).toBe(email.toLowerCase());
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain("secret1");

    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, result.user.id));
    expect(profile).toMatchObject({ displayName: "Maya", timeZone: "America/New_York", creatorEmail: email.toLowerCase() });
    expect(profile.webhookToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it("falls back to UTC for a browser zone the database doesn't know (Node's Intl still takes US/Pacific-New)", async () => {
    const result = await registerAccount({ displayName: "Old zone", email: `zone-${randomUUID()}@example.com`, password: "secret1-long", timeZone: "US/Pacific-New" });
    if (!result.ok) throw new Error("sign-up refused");
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, result.user.id));
    expect(profile.timeZone).toBe("UTC");
  });

  it("refuses a second account with the same email and leaves the first untouched", async () => {
    const first = await createTestUser("First");
    const again = await registerAccount({ displayName: "Second", email: first.email, password: "other-password", timeZone: "UTC" });
    expect(again).toEqual({ ok: false, reason: "email_taken" });
    expect(await verifyCredentials({ email: first.email, password: TEST_PASSWORD })).toEqual(first);
    const rows = await getDb().select().from(users).where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
  });

  it("gives every account its own webhook token", async () => {
    const [a, b] = await Promise.all([createTestUser("A"), createTestUser("B")]);
    const tokens = await getDb()
      .select({ userId: profiles.userId, token: profiles.webhookToken })
      .from(profiles)
      .where(eq(profiles.userId, a.id))
      .union(getDb().select({ userId: profiles.userId, token: profiles.webhookToken }).from(profiles).where(eq(profiles.userId, b.id)));
    expect(new Set(tokens.map((row) => row.token)).size).toBe(2);
  });
});

describe("verifyCredentials", () => {
  it("returns the account for the right password, whatever the email's case", async () => {
    const user = await createTestUser();
    expect(await verifyCredentials({ email: user.email.toUpperCase(), password: TEST_PASSWORD })).toEqual(user);
  });

  it.each([
    ["a wrong password", (email: string) => ({ email, password: "wrong-password" })],
    ["an unknown email", () => ({ email: `nobody-${randomUUID()}@example.com`, password: TEST_PASSWORD })],
    ["a malformed email", () => ({ email: "not-an-email", password: TEST_PASSWORD })],
    ["no password", (email: string) => ({ email })],
  ])("returns null for %s", async (_case, credentials) => {
    const user = await createTestUser();
    expect(await verifyCredentials(credentials(user.email))).toBeNull();
  });
});

describe("the database itself", () => {
  it("refuses an email that is not lower case, even from code that skips validation", async () => {
    await expect(
      getDb().insert(users).values({ email: `Upper-${randomUUID()}@Example.com`, passwordHash: "x" }),
    ).rejects.toThrow();
  });
});

describe("authorizeSignIn (the form and Auth.js's own endpoint alike)", () => {
  it("counts failures per email and pauses sign-in after ten, even for the right password", async () => {
    const user = await createTestUser();
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await authorizeSignIn({ email: user.email, password: `wrong-${attempt}` }, address)).toBeNull();
    }
    expect((await signInPause(user.email, "203.0.113.1")).ok).toBe(false);
    expect(await authorizeSignIn({ email: user.email, password: TEST_PASSWORD }, "203.0.113.1")).toBeNull();
  });

  it("a burst of parallel guesses checks at most ten passwords (each is counted before it is checked)", async () => {
    const user = await createTestUser();
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    let checked = 0;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () =>
        attemptPassword(signInLimits(user.email, address), async () => {
          checked += 1;
          return false;
        }),
      ),
    );
    expect(checked).toBeLessThanOrEqual(10);
    expect(guesses.filter((guess) => !guess.ok && guess.paused)).toHaveLength(40 - checked);
    expect(await authorizeSignIn({ email: user.email, password: TEST_PASSWORD }, address)).toBeNull();
  });

  it("through the sign-in form's authorize, a burst leaves exactly the ten wrong guesses it checked counted", async () => {
    const user = await createTestUser();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => authorizeSignIn({ email: user.email, password: `wrong-${index}` }, `192.0.2.${index}`)),
    );
    expect(guesses.every((guess) => guess === null)).toBe(true);
    const { bucket, key } = limitArguments(LIMITS.signInPerEmail, user.email);
    const [row] = rowsOf<{ hits: number }>(await getDb().execute(sql`select coalesce(sum(hits), 0)::int as hits from rate_limit_hits where bucket = ${bucket} and key = ${key}`));
    expect(row.hits).toBe(10);
  });

  it("a check that fails to run is not counted as a wrong password", async () => {
    const user = await createTestUser();
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 1; attempt <= 12; attempt++) {
      await expect(attemptPassword(signInLimits(user.email, address), () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    }
    expect((await signInPause(user.email, address)).ok).toBe(true);
  });

  it("a correct password is never counted", async () => {
    const user = await createTestUser();
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect(await authorizeSignIn({ email: user.email, password: TEST_PASSWORD }, "192.0.2.77")).toMatchObject({ id: user.id });
    }
  });
});
