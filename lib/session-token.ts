import { getToken, type JWT } from "next-auth/jwt";
import { env } from "@/lib/env";

// Decrypting the session cookie (key derivation, AES and HMAC) cost about 0.9 ms of CPU, and a
// signed-in page decrypted it twice (proxy.ts, then lib/session.ts): a fifth of a light page's
// server time. The same cookie decrypts to the same token every time, so decrypted tokens are
// kept by their cookie's value, each only until it expires. Nothing else rests on this memory:
// a fresh server decrypts again, and the account's session version is still read from the
// database on every request, so signing out everywhere ends a session at once.
const REMEMBERED_TOKENS = 1000;
const remembered = new Map<string, JWT>();

/** The session cookie's value(s), as Auth.js names them for this protocol (chunked when long). */
function sessionCookieOf(cookieHeader: string, secureCookie: boolean): string {
  const name = `${secureCookie ? "__Secure-" : ""}authjs.session-token`;
  return cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`) || pair.startsWith(`${name}.`))
    .sort()
    .join(";");
}

function unexpired(token: JWT): boolean {
  return typeof token.exp !== "number" || token.exp * 1000 > Date.now();
}

/** The session token of a request's Cookie header, checked (signature, expiry), or null. */
export async function readSessionToken(cookieHeader: string, secureCookie: boolean): Promise<JWT | null> {
  const key = sessionCookieOf(cookieHeader, secureCookie);
  if (!key) return null;
  const known = remembered.get(key);
  if (known) {
    if (unexpired(known)) return known;
    remembered.delete(key);
  }
  const token = await getToken({ req: { headers: { cookie: cookieHeader } }, secret: env.AUTH_SECRET, secureCookie });
  if (!token) return null;
  // A Map keeps insertion order: the first key is the oldest one remembered.
  if (remembered.size >= REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, Object.freeze(token));
  return token;
}
