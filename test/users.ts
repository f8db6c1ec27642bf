import { randomUUID } from "node:crypto";
import { getCreatorSummary } from "@/db/queries/profiles";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { registerAccount } from "@/lib/accounts";

export const TEST_PASSWORD = "quest-password";

/** A fresh account with a unique email, so tests sharing one database never collide. */
export async function createTestUser(displayName = "Test Creator", timeZone = "UTC") {
  const email = `creator-${randomUUID()}@example.com`;
  const result = await registerAccount({ displayName, email, password: TEST_PASSWORD, timeZone });
  if (!result.ok) throw new Error(`Could not create test user ${email}`);
  return result.user;
}

/** A fresh account with the token of its webhook addresses, as the inbound webhooks are called with it. */
export async function creatorWithToken(timeZone = "UTC") {
  const user = await createTestUser("Hooked", timeZone);
  const settings = await getWebhookSettings(user.id);
  return { ...user, token: settings!.token };
}

/** The Content Pipeline's tab counts, as the creator's summary carries them to the page. */
export async function contentCounts(userId: string) {
  return (await getCreatorSummary(userId))?.contentCounts;
}
