import type { NextAuthConfig } from "next-auth";
import { env } from "@/lib/env";

/**
 * A wrong email or password, as Auth.js throws and logs it. Told by the error's `type`, which
 * survives the production build: its `name` is its class's, which the build minifies ("j"). The
 * type is also what lib/auth.config.test.ts can check, as Vitest can't load next-auth to make the
 * real error class.
 */
export function isWrongPassword(error: unknown): boolean {
  return error instanceof Error && (error as { type?: unknown }).type === "CredentialsSignin";
}

/** How long a session lasts from its sign-in: Auth.js's cookie lifetime, written out for ended_sessions' clean-up. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Whether a session token is within SESSION_MAX_AGE_SECONDS of its sign-in. Its `exp` alone
 * doesn't say so: Auth.js's /api/auth/session re-signs any valid cookie with a fresh 30 days,
 * so a copy of a signed-out session's cookie, re-signed each month, would outlive its ended id
 * (kept for that long, db/queries/users.ts) and sign in again. A token from before sign-in
 * times were kept has none, and is refused: its creator signs in once more.
 */
export function withinSessionLifetime(token: Record<string, unknown>, nowMs = Date.now()): boolean {
  const signedInAt = token.signedInAt;
  return typeof signedInAt === "number" && nowMs < (signedInAt + SESSION_MAX_AGE_SECONDS) * 1000;
}

// The part of the Auth.js config that proxy.ts shares with the server: no providers, so the
// proxy never loads the database or the password hasher.
export const authConfig = {
  secret: env.AUTH_SECRET,
  // The app runs behind whatever host the creator serves it on (localhost, a LAN address, a proxy).
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth" },
  providers: [],
  logger: {
    // A wrong password is an expected outcome, answered with a toast, not a server error: Auth.js's
    // own logger printed a stack trace for every one in production. It is told apart by its
    // error's name (isWrongPassword); every other error is logged as before.
    error(error) {
      if (isWrongPassword(error)) return;
      console.error(error);
    },
  },
  callbacks: {
    // At sign-in: the session version the token was issued under, the session's own id
    // (lib/session.ts checks both on each request; Sign Out ends the id) and when it began
    // (withinSessionLifetime).
    jwt({ token, user }) {
      if (user) {
        token.sessionVersion = (user as { sessionVersion?: number }).sessionVersion ?? 0;
        token.sessionId = crypto.randomUUID();
        token.signedInAt = Math.floor(Date.now() / 1000);
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return { ...session, sessionVersion: typeof token.sessionVersion === "number" ? token.sessionVersion : 0 };
    },
  },
} satisfies NextAuthConfig;
