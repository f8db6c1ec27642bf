import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authorizeSignIn } from "@/lib/accounts";
import { addressOf } from "@/lib/rate-limit";
import { authConfig } from "@/lib/auth.config";

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      authorize: (credentials, request) => authorizeSignIn(credentials, request?.headers ? addressOf(request.headers) : "unknown"),
    }),
  ],
});
