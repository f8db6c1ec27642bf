import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth.config";

// First filter only: sends signed-out visitors on the app's pages to /auth. Every page, action
// and route handler checks the user again itself (lib/session.ts), so nothing relies on this.
const { auth } = NextAuth(authConfig);

export const proxy = auth((request) => {
  if (request.auth?.user) return NextResponse.next();
  return NextResponse.redirect(new URL("/auth", request.nextUrl));
});

// The signed-in routes of the spec's route table. Unknown paths fall through to the public 404.
export const config = {
  matcher: [
    "/",
    "/(tasks|content|calendar|library|promos|systems|health|finance|xp)",
    "/(tasks|content|calendar|library|promos|systems|health|finance|xp)/:path*",
  ],
};
