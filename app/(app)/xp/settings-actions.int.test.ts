import { afterEach, describe, expect, it, vi } from "vitest";

// The settings on /xp (profile, password, account), run as the signed-in creator outside Next.js.

const state = vi.hoisted(() => ({ refuseSignIn: false }));

vi.mock("@/lib/session", () => import("@/test/signed-in"));
vi.mock("@/lib/auth", () => ({
  // The fresh sign-in after a change; refused as Auth.js refuses it while sign-in is paused.
  signIn: async () => {
    if (state.refuseSignIn) throw new Error("CredentialsSignin");
  },
  signOut: async () => undefined,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.23" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { eq } from "drizzle-orm";
import { session } from "@/test/signed-in";
import { getDb } from "@/db";
import { findUserByEmail } from "@/db/queries/users";
import { profiles } from "@/db/schema";
import { verifyCredentials } from "@/lib/accounts";
import { createTestUser, TEST_PASSWORD } from "@/test/users";
import { changePassword, deleteMyAccount } from "./account-actions";
import { saveProfile } from "./actions";
import { saveNotificationDevice } from "./notification-actions";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

afterEach(() => {
  session.user = null;
  state.refuseSignIn = false;
});

describe("the current password, asked before a change to the account", () => {
  it("is paused after ten wrong guesses, like sign-in, and then refuses even the right one", async () => {
    session.user = await createTestUser();
    for (let guess = 1; guess <= 10; guess++) {
      const result = await changePassword(form({ currentPassword: `wrong-${guess}`, newPassword: "a-brand-new-passphrase" }));
      expect(result).toEqual({ ok: false, fieldErrors: { currentPassword: ["That password isn't right"] } });
    }
    const paused = await changePassword(form({ currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase" }));
    expect(paused).toMatchObject({ ok: false, fieldErrors: { currentPassword: [expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/)] } });
    const deleting = await deleteMyAccount(form({ password: TEST_PASSWORD }));
    expect(deleting).toMatchObject({ ok: false, fieldErrors: { password: [expect.stringMatching(/^Too many wrong passwords\./)] } });
    // Nothing changed: the old password still opens the account, which still exists.
    expect(await verifyCredentials({ email: session.user.email, password: TEST_PASSWORD })).toMatchObject({ id: session.user.id });
  });

  it("right passwords are never counted", async () => {
    session.user = await createTestUser();
    for (let attempt = 1; attempt <= 12; attempt++) {
      const result = await changePassword(form({ currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase" }));
      expect(result).toEqual({ ok: true, data: { signedIn: true } });
      const back = await changePassword(form({ currentPassword: "a-brand-new-passphrase", newPassword: TEST_PASSWORD }));
      expect(back).toEqual({ ok: true, data: { signedIn: true } });
    }
  });
});

describe("changePassword when the fresh sign-in is refused", () => {
  it("says the password changed (it did) so the creator signs in again, instead of 'Failed'", async () => {
    session.user = await createTestUser();
    state.refuseSignIn = true;
    const result = await changePassword(form({ currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase" }));
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
      const result = await saveProfile(form({ displayName: "Renamed", timeZone, creatorEmail: "" }));
      expect(result).toEqual({ ok: false, fieldErrors: { timeZone: ["Choose a time zone from the list"] } });
    }
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, session.user.id));
    expect(profile).toMatchObject({ displayName: "Zoned", timeZone: "Asia/Kolkata" });
    expect(await saveProfile(form({ displayName: "Renamed", timeZone: "Asia/Calcutta", creatorEmail: "" }))).toMatchObject({ ok: true });
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
