import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";

// First filter only: sends signed-out visitors on the app's pages to /auth. Every page, action
// and route handler checks the user again itself (lib/session.ts), so nothing relies on this.
//
// It only reads the session token. Auth.js's own `auth()` wrapper would also re-issue the
// session cookie on every request, and on a sign-out request that re-issued cookie could win
// over the deletion and keep the creator signed in.
export async function proxy(request: NextRequest) {
  const token = await getToken({
    req: request,
    secret: env.AUTH_SECRET,
    secureCookie: request.nextUrl.protocol === "https:",
  });
  if (token?.sub) return NextResponse.next();
  return NextResponse.redirect(new URL("/auth", request.nextUrl));
}

// The signed-in routes of the spec's route table. Unknown paths fall through to the public 404.
export const config = {
  matcher: [
    "/",
    "/(tasks|content|calendar|library|promos|systems|health|finance|xp)",
    "/(tasks|content|calendar|library|promos|systems|health|finance|xp)/:path*",
  ],
};
