import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { withinSessionLifetime } from "@/lib/auth.config";
import { env } from "@/lib/env";

// Decrypting the session cookie (key derivation, AES and HMAC) cost about 0.9 ms of CPU, and a
// signed-in page decrypted it twice (proxy.ts, then lib/session.ts): a fifth of a light page's
// server time. The same cookie decrypts to the same token every time, so each server process
// remembers the tokens it decrypted, by their encrypted text, until they expire (the newest
// MAX_REMEMBERED_TOKENS of them). Nothing else rests on this memory: a fresh process decrypts
// again, and lib/session.ts still reads the account's session version from the database on
// every request, so signing out everywhere ends a session at once.
const MAX_REMEMBERED_TOKENS = 1000;
const remembered = new Map<string, Readonly<JWT>>();

function unexpired(token: Readonly<JWT>): boolean {
  return typeof token.exp === "number" && token.exp * 1000 > Date.now();
}

/** Auth.js's own decode, remembering what it decrypted. */
async function decodeRemembering(params: JWTDecodeParams): Promise<JWT | null> {
  // The salt is the cookie's name: the same text under another name is another token.
  const key = `${params.salt}:${params.token}`;
  const known = remembered.get(key);
  if (known && unexpired(known)) return known;
  remembered.delete(key);
  const token = await decode(params);
  if (!token || !unexpired(token)) return token;
  // A Map keeps insertion order: the first key is the oldest one remembered.
  if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value!);
  const frozen = Object.freeze(token);
  remembered.set(key, frozen);
  return frozen;
}

/**
 * The session token of a request's Cookie header, checked (signature, expiry, the session's
 * lifetime since its sign-in), or null. Auth.js's getToken picks the cookie (its name for the
 * protocol, chunks joined); only the decryption is remembered.
 */
export async function readSessionToken(cookieHeader: string, secureCookie: boolean): Promise<Readonly<JWT> | null> {
  const token = await getToken({ req: { headers: { cookie: cookieHeader } }, secret: env.AUTH_SECRET, secureCookie, decode: decodeRemembering });
  return token && withinSessionLifetime(token) ? token : null;
}

/** The session's id, for Sign Out of this session alone; a cookie from before sessions had ids has none. */
export const sessionIdOf = (token: Readonly<JWT>): string | null => (typeof token.sessionId === "string" ? token.sessionId : null);

/**
 * Whether the token's session is still live by its account's session version, read from the
 * database (`account` null: the account is gone, or this session was signed out). Sign out
 * everywhere, a password change or reset raise the version, which ends every session issued
 * under the one before.
 */
export function isLiveSession<Account extends { sessionVersion: number }>(token: Readonly<JWT>, account: Account | null): account is Account {
  const issuedUnder = typeof token.sessionVersion === "number" ? token.sessionVersion : 0;
  return account !== null && account.sessionVersion === issuedUnder;
}
