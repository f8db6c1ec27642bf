import { answerOrFail } from "@/lib/route-failure";
import { getCurrentUser } from "@/lib/session";

// Which account this browser is signed in as now (components/signed-in-account.ts): every tab
// shares one session cookie, so another tab's sign-in changes whose account this tab's saves reach.
// It only reads the cookie: Auth.js's /api/auth/session would re-issue it, and that answer could
// land after another tab's Sign Out and set the ended session's cookie again.
export function GET() {
  return answerOrFail({ log: "Reading the signed-in account failed", error: "Failed to check who is signed in" }, async () => {
    const user = await getCurrentUser();
    return Response.json({ user: user ? { id: user.id, email: user.email } : null }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
