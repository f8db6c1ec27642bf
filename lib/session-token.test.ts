import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";

const SECRET = vi.hoisted(() => {
  process.env.AUTH_SECRET = "session-token-test-secret-0123456789";
  return process.env.AUTH_SECRET;
});
const { readSessionToken } = await import("./session-token");

const COOKIE = "authjs.session-token";
const SECURE_COOKIE = "__Secure-authjs.session-token";

function sessionCookie(name: string, sub: string, maxAge = 3600) {
  return encode({ token: { sub, sessionVersion: 2 }, secret: SECRET, salt: name, maxAge }).then((value) => `${name}=${value}`);
}

afterEach(() => vi.useRealTimers());

describe("readSessionToken", () => {
  it("reads the session cookie among the others, again and again", async () => {
    const cookie = await sessionCookie(COOKIE, "creator-1");
    for (const header of [`theme=dark; ${cookie}`, `${cookie}; sidebar_state=false`]) {
      const token = await readSessionToken(header, false);
      expect(token?.sub).toBe("creator-1");
      expect(token?.sessionVersion).toBe(2);
    }
  });

  it("reads the cookie under the name for the request's protocol only", async () => {
    const secure = await sessionCookie(SECURE_COOKIE, "creator-2");
    expect((await readSessionToken(secure, true))?.sub).toBe("creator-2");
    expect(await readSessionToken(secure, false)).toBeNull();
  });

  it("refuses no cookie, a cookie not signed with the secret, and a tampered one", async () => {
    expect(await readSessionToken("", false)).toBeNull();
    expect(await readSessionToken("theme=dark", false)).toBeNull();
    const foreign = await encode({ token: { sub: "intruder" }, secret: "another-secret-0123456789abcdef", salt: COOKIE });
    expect(await readSessionToken(`${COOKIE}=${foreign}`, false)).toBeNull();
    const genuine = await sessionCookie(COOKIE, "creator-3");
    expect(await readSessionToken(`${genuine.slice(0, -4)}AAAA`, false)).toBeNull();
  });

  it("ends a remembered session when its token expires", async () => {
    const cookie = await sessionCookie(COOKIE, "creator-4", 60);
    expect((await readSessionToken(cookie, false))?.sub).toBe("creator-4");
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ["Date"] });
    expect(await readSessionToken(cookie, false)).toBeNull();
  });
});
