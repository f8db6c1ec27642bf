import { type NextRequest, NextResponse } from "next/server";
import { benchRoutesEnabled, env } from "@/lib/env";
import { answerFromKeptPages, mayAnswerFromKeptPages } from "@/lib/page-cache-answer";
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from "@/lib/security-headers";
import { readSessionToken } from "@/lib/session-token";

// Runs before every page and route: sets the security headers (a per-request CSP nonce, which
// Next.js puts on its own scripts), sends signed-out visitors on the app's pages to /auth, and
// answers a signed-in page from what this server kept of it when nothing changed (lib/page-cache-answer.ts).
//
// The sign-in check is a first filter only: every page, action and route handler checks the user
// again itself (lib/session.ts), including the session version, which needs the database. It
// only reads the session token: Auth.js's own `auth()` wrapper would also re-issue the session
// cookie on every request, and on a sign-out request that re-issued cookie could win over the
// deletion and keep the creator signed in.

// The signed-in routes of the spec's route table. Unknown paths fall through to the public 404.
const GUARDED = /^\/(?:$|(?:tasks|content|calendar|library|promos|systems|health|finance|xp)(?:\/|$))/;

const development = env.NODE_ENV === "development";
const fixedHeaders = staticSecurityHeaders({ production: env.NODE_ENV === "production" });

export async function proxy(request: NextRequest) {
  // The benchmark's pages (app/bench, app/(app)/bench) exist only for `npm run bench`: refused
  // here, before any rendering, so a server without BENCH_ROUTES=1 answers them as it answers any
  // unknown path.
  if (request.nextUrl.pathname.startsWith("/bench/") && !benchRoutesEnabled()) {
    return withSecurityHeaders(new NextResponse("Not found", { status: 404 }), newNonce());
  }
  // A server action posts to its page's address. It is let through: the action checks the user
  // itself and answers a signed-out call with SESSION_ENDED (lib/action.ts), and the shell asks for
  // the password again over the page, keeping what was typed. Redirected here, the call would only
  // fail, and a tab whose session ended elsewhere would say 'Failed to add promo' or that the server is down.
  const serverAction = request.method === "POST" && request.headers.has("next-action");
  if (GUARDED.test(request.nextUrl.pathname) && !serverAction) {
    const token = await readSessionToken(request.headers.get("cookie") ?? "", request.nextUrl.protocol === "https:");
    if (!token?.sub) return withSecurityHeaders(NextResponse.redirect(new URL("/auth", request.nextUrl)), newNonce());
    // A whole page whose data hasn't changed since it was last rendered here is sent as it was.
    const kept = mayAnswerFromKeptPages(request) ? await answerFromKeptPages(request, token) : null;
    if (kept) return withSecurityHeaders(kept.response, kept.nonce);
  }

  const nonce = newNonce();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { development }));
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), nonce);
}

function withSecurityHeaders<T extends Response>(response: T, nonce: string): T {
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { development }));
  for (const [name, value] of Object.entries(fixedHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but build assets and public files, which carry no data and are cached for long.
  matcher: ["/((?!_next/static|_next/image|icons/|favicon.ico).*)"],
};
