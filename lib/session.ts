import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getAccount } from "@/db/queries/users";
import { auth } from "@/lib/auth";

export type CurrentUser = { id: string; email: string };

/** The signed-in user whose account still exists, or null. Cached for one request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  return getAccount(id);
});

/** The signed-in user, or a redirect to /auth. Every signed-in page, action and route calls it. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/auth");
  return user;
}
