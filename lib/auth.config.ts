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
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
} satisfies NextAuthConfig;
