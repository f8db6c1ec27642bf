import "server-only";
import type { Session } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getAccount } from "@/db/queries/users";
import { auth } from "@/lib/auth";

export type CurrentUser = { id: string; email: string };

/**
 * The signed-in user whose account still exists and whose session hasn't been ended (sign out
 * everywhere, a password change or reset raise the account's session version), or null.
 * Cached for one request.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = (await auth()) as (Session & { sessionVersion?: number }) | null;
  const id = session?.user?.id;
  if (!id) return null;
  const account = await getAccount(id);
  if (!account || account.sessionVersion !== (session?.sessionVersion ?? 0)) return null;
  return { id: account.id, email: account.email };
});

/** The signed-in user, or a redirect to /auth. Every signed-in page, action and route calls it. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/auth");
  return user;
}
