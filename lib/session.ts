import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { endSession, getAccount } from "@/db/queries/users";
import { isLiveSession, readSessionToken, sessionIdOf } from "@/lib/session-token";

export type CurrentUser = { id: string; email: string };

/**
 * The session token from the request's cookie, decoded and checked (signature, expiry) with the
 * app's secret, as Auth.js's `auth()` does. `auth()` would also run Auth.js's whole session
 * endpoint per call (a new, re-encrypted token it then discards: server components can't set
 * cookies), which cost more than the rest of a page's server work. Only the cookie is read,
 * under the name Auth.js gives it for the request's protocol, again as `auth()` does.
 */
async function requestSessionToken() {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  const protocol = requestHeaders.get("x-forwarded-proto") ?? "https";
  // The cookie store, not the request's Cookie header: after a server action signs in again (a
  // password change ends every session, this one included), the page it re-renders must see the
  // session cookie the action just set, not the ended one it came with.
  const cookieHeader = cookieStore
    .getAll()
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  return readSessionToken(cookieHeader, protocol.replace(/:$/, "") === "https");
}

/**
 * The signed-in user whose account still exists and whose session hasn't been ended (Sign Out
 * ends this session; sign out everywhere, a password change or reset raise the account's session
 * version), or null. Cached for one request.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const token = await requestSessionToken();
  const id = token?.sub;
  if (!id) return null;
  const account = await getAccount(id, sessionIdOf(token));
  if (!isLiveSession(token, account)) return null;
  return { id: account.id, email: account.email };
});

/** Sign Out: this request's session ends for good, so a copy of its cookie signs no one in. */
export async function endThisSession(): Promise<void> {
  const token = await requestSessionToken();
  const sessionId = token ? sessionIdOf(token) : null;
  if (token?.sub && sessionId) await endSession(token.sub, sessionId);
}

/**
 * The signed-in user, or a redirect to /auth: every signed-in page calls it. A server action calls
 * getCurrentUser and answers SESSION_ENDED instead (lib/action.ts), so the page keeps what was typed.
 */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  // Only a request that carried a session gets here without a user (proxy.ts sends the others to
  // /auth first), so the sign-in page says why it is asking again.
  if (!user) redirect("/auth?session-ended");
  return user;
}
