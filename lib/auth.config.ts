import type { NextAuthConfig } from "next-auth";
import { env } from "@/lib/env";

// The part of the Auth.js config that proxy.ts shares with the server: no providers, so the
// proxy never loads the database or the password hasher.
export const authConfig = {
  secret: env.AUTH_SECRET,
  // The app runs behind whatever host the creator serves it on (localhost, a LAN address, a proxy).
  trustHost: true,
  session: { strategy: "jwt" },
  pages: { signIn: "/auth" },
  providers: [],
  logger: {
    // A wrong password is an expected outcome, answered with a toast; it is not a server error.
    error(error) {
      if (error.name === "CredentialsSignin") return;
      console.error(error);
    },
  },
  callbacks: {
    // The session version the token was issued under (lib/session.ts compares it on each request).
    jwt({ token, user }) {
      if (user) token.sessionVersion = (user as { sessionVersion?: number }).sessionVersion ?? 0;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return { ...session, sessionVersion: typeof token.sessionVersion === "number" ? token.sessionVersion : 0 };
    },
  },
} satisfies NextAuthConfig;
