// Outside Next.js, the signed-in creator is whoever the test says. A test file mocks the session
// module with this one and sets `session.user`:
//
//   vi.mock("@/lib/session", () => import("@/test/signed-in"));
//   import { session } from "@/test/signed-in";
//   session.user = await createTestUser();

import { endSession } from "@/db/queries/users";

/** The session the test signs in with; its id is what Sign Out records as ended. */
export const session = { user: null as { id: string; email: string } | null, id: "test-session" };

export async function getCurrentUser() {
  return session.user;
}

/** As lib/session's: a visitor who isn't signed in is sent to the sign-in page. */
export async function requireUser() {
  if (!session.user) throw new Error("NEXT_REDIRECT:/auth");
  return session.user;
}

/** As lib/session's: Sign Out records this session as ended, so its cookie signs no one in. */
export async function endThisSession() {
  if (session.user) await endSession(session.user.id, session.id);
}
