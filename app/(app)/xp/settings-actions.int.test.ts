import { afterEach, describe, expect, it, vi } from "vitest";

// The settings on /xp (profile, password, account), run as the signed-in creator outside Next.js.

const ADDRESS = "198.51.100.23";

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("@/lib/auth", async () => {
  const { authorizeSignIn } = await import("@/lib/accounts");
  return {
    // The fresh sign-in after a change goes through authorize, as in Auth.js, and throws as it does when refused.
    signIn: async (_provider: string, credentials: { email: string; password: string }) => {
      if (!(await authorizeSignIn(credentials, ADDRESS))) throw new Error("CredentialsSignin");
    },
    signOut: async () => undefined,
  };
});
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": ADDRESS }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { eq } from "drizzle-orm";
import { formOf } from "@/test/form";
import { session } from "@/test/signed-in";
import { getDb } from "@/db";
import { findUserByEmail } from "@/db/queries/users";
import { profiles } from "@/db/schema";
import { authorizeSignIn, verifyCredentials } from "@/lib/accounts";
import { createTestUser, TEST_PASSWORD } from "@/test/users";
import { changePassword, deleteMyAccount } from "./account-actions";
import { saveProfile } from "./actions";
import { saveNotificationDevice } from "./notification-actions";

afterEach(() => {
  session.user = null;
});

describe("the current password, asked before a change to the account", () => {
  it("is paused after ten wrong guesses, like sign-in, and then refuses even the right one", async () => {
    session.user = await createTestUser();
    for (let guess = 1; guess <= 10; guess++) {
      const result = await changePassword(formOf({ currentPassword: `wrong-${guess}`, newPassword: "a-brand-new-passphrase" }));
      expect(result).toEqual({ ok: false, fieldErrors: { currentPassword: ["That password isn't right"] } });
    }
    const paused = await changePassword(formOf({ currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase" }));
    expect(paused).toMatchObject({ ok: false, fieldErrors: { currentPassword: [expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/)] } });
    const deleting = await deleteMyAccount(formOf({ password: TEST_PASSWORD }));
    expect(deleting).toMatchObject({ ok: false, fieldErrors: { password: [expect.stringMatching(/^Too many wrong passwords\./)] } });
    // Nothing changed: the old password still opens the account, which still exists.
    expect(await verifyCredentials({ email: session.user.email, password: TEST_PASSWORD })).toMatchObject({ id: session.user.id });
  });

  it("right passwords are never counted", async () => {
    session.user = await createTestUser();
    for (let attempt = 1; attempt <= 12; attempt++) {
      const result = await changePassword(formOf({ currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase" }));
      expect(result).toEqual({ ok: true, data: { signedIn: true } });
      const back = await changePassword(formOf({ currentPassword: "a-brand-new-passphrase", newPassword: TEST_PASSWORD }));
      expect(back).toEqual({ ok: true, data: { signedIn: true } });
    }
  });
});

describe("changePassword while strangers guess the creator's email at the sign-in form", () => {
  it("still changes it (the settings have their own limit); the fresh sign-in is refused, so the creator is told to sign in again", async () => {
    session.user = await createTestUser();
    for (let guess = 1; guess <= 10; guess++) {
      expect(await authorizeSignIn({ email: session.user.email, password: `stranger-${guess}` }, `203.0.113.${guess}`)).toBeNull();
    }
    const result = await changePassword(formOf({ currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase" }));
    expect(result).toEqual({ ok: true, data: { signedIn: false } });
    expect(await verifyCredentials({ email: session.user.email, password: "a-brand-new-passphrase" })).toMatchObject({ id: session.user.id });
    expect(await findUserByEmail(session.user.email)).not.toBeNull();
  });
});

describe("saveProfile's time zone", () => {
  it("refuses a zone Node's Intl accepts but Postgres doesn't know, and changes nothing", async () => {
    session.user = await createTestUser("Zoned", "Asia/Kolkata");
    // Both were removed from the tz database years ago; Node 20's ICU still takes them.
    for (const timeZone of ["US/Pacific-New", "Canada/East-Saskatchewan"]) {
      const result = await saveProfile(formOf({ displayName: "Renamed", timeZone, creatorEmail: "zoned@example.com" }));
      expect(result).toEqual({ ok: false, fieldErrors: { timeZone: ["Choose a time zone from the list"] } });
    }
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, session.user.id));
    expect(profile).toMatchObject({ displayName: "Zoned", timeZone: "Asia/Kolkata" });
    expect(await saveProfile(formOf({ displayName: "Renamed", timeZone: "Asia/Calcutta", creatorEmail: "zoned@example.com" }))).toMatchObject({ ok: true });
  });
});

describe("saveNotificationDevice", () => {
  it("refuses a push address inside the server's network (browsers' push services are public)", async () => {
    session.user = await createTestUser();
    const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };
    for (const endpoint of ["https://127.0.0.1:8443/push/1", "https://localhost/push/1", "https://169.254.169.254/latest"]) {
      expect(await saveNotificationDevice({ endpoint, keys })).toEqual({ ok: false, error: "The browser gave a push address inside this server's network" });
    }
    expect(await saveNotificationDevice({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys })).toEqual({ ok: true, data: undefined });
  });
});
