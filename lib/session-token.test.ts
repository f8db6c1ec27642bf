import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const SECRET = vi.hoisted(() => {
  process.env.AUTH_SECRET = "session-token-test-secret-0123456789";
  return process.env.AUTH_SECRET;
});

// Auth.js's decode, counted: how many times a cookie was really decrypted.
const decrypted = vi.hoisted(() => ({ count: 0 }));
vi.mock("next-auth/jwt", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next-auth/jwt")>();
  return {
    ...actual,
    decode: async (params: Parameters<typeof actual.decode>[0]) => {
      decrypted.count++;
      return actual.decode(params);
    },
  };
});

import { readSessionToken } from "./session-token";

const COOKIE = "authjs.session-token";
const SECURE_COOKIE = "__Secure-authjs.session-token";

// A token as sign-in issues it; `signedInAt: null` leaves the sign-in time out.
async function encrypted(name: string, sub: string, maxAge = 3600, signedInAt: number | null = Math.floor(Date.now() / 1000)) {
  const token = signedInAt === null ? { sub, sessionVersion: 2 } : { sub, sessionVersion: 2, signedInAt };
  return encode({ token, secret: SECRET, salt: name, maxAge });
}

beforeEach(() => {
  decrypted.count = 0;
});
afterEach(() => vi.useRealTimers());

describe("readSessionToken", () => {
  it("reads the session cookie among the others, decrypting it once", async () => {
    const cookie = `${COOKIE}=${await encrypted(COOKIE, "creator-1")}`;
    for (const header of [`theme=dark; ${cookie}`, `${cookie}; sidebar_state=false`, cookie]) {
      const token = await readSessionToken(header, false);
      expect(token?.sub).toBe("creator-1");
      expect(token?.sessionVersion).toBe(2);
    }
    expect(decrypted.count).toBe(1);
  });

  it("reads the cookie under the name for the request's protocol only", async () => {
    const secure = `${SECURE_COOKIE}=${await encrypted(SECURE_COOKIE, "creator-2")}`;
    expect((await readSessionToken(secure, true))?.sub).toBe("creator-2");
    expect(await readSessionToken(secure, false)).toBeNull();
  });

  it("joins a long token's chunks, as Auth.js writes them", async () => {
    const value = await encrypted(COOKIE, "creator-3");
    const half = Math.floor(value.length / 2);
    const header = `${COOKIE}.1=${value.slice(half)}; ${COOKIE}.0=${value.slice(0, half)}`;
    expect((await readSessionToken(header, false))?.sub).toBe("creator-3");
  });

  it("refuses no cookie, a foreign or tampered one, even beside a remembered one", async () => {
    const value = await encrypted(COOKIE, "creator-4");
    expect((await readSessionToken(`${COOKIE}=${value}`, false))?.sub).toBe("creator-4");

    expect(await readSessionToken("", false)).toBeNull();
    expect(await readSessionToken("theme=dark", false)).toBeNull();
    const foreign = await encode({ token: { sub: "intruder" }, secret: "another-secret-0123456789abcdef", salt: COOKIE });
    expect(await readSessionToken(`${COOKIE}=${foreign}`, false)).toBeNull();
    expect(await readSessionToken(`${COOKIE}=${value.slice(0, -4)}AAAA`, false)).toBeNull();
    // Auth.js reads the first cookie of a name: a junk one before the real one is what counts.
    expect(await readSessionToken(`${COOKIE}=junk; ${COOKIE}=${value}`, false)).toBeNull();
    // The same text under the secure name was never encrypted for it.
    expect(await readSessionToken(`${SECURE_COOKIE}=${value}`, true)).toBeNull();
  });

  it("ends a remembered session when its token expires", async () => {
    const cookie = `${COOKIE}=${await encrypted(COOKIE, "creator-5", 60)}`;
    expect((await readSessionToken(cookie, false))?.sub).toBe("creator-5");
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ["Date"] });
    expect(await readSessionToken(cookie, false)).toBeNull();
  });

  it("ends a session 30 days after its sign-in, however often its cookie was re-signed since", async () => {
    const day = 24 * 60 * 60;
    const signedIn = Math.floor(Date.now() / 1000) - 29 * day;
    // Re-signed yesterday by Auth.js's session endpoint: a fresh 30-day expiry, the same sign-in.
    const cookie = `${COOKIE}=${await encrypted(COOKIE, "creator-7", 30 * day, signedIn)}`;
    expect((await readSessionToken(cookie, false))?.sub).toBe("creator-7");
    vi.useFakeTimers({ now: (signedIn + 30 * day + 1) * 1000, toFake: ["Date"] });
    expect(await readSessionToken(cookie, false)).toBeNull();
  });

  it("refuses a token without a sign-in time (issued before sessions kept one)", async () => {
    const cookie = `${COOKIE}=${await encrypted(COOKIE, "creator-8", 3600, null)}`;
    expect(await readSessionToken(cookie, false)).toBeNull();
  });

  it("hands out tokens no caller can change for the next request", async () => {
    const cookie = `${COOKIE}=${await encrypted(COOKIE, "creator-6")}`;
    const token = await readSessionToken(cookie, false);
    expect(Object.isFrozen(token)).toBe(true);
  });
});
