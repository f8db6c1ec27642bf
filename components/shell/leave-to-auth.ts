"use client";

import type { AuthNotice } from "@/components/auth/auth-notices";
import { clearPrivateCaches } from "@/components/install/clear-private-caches";
import { currentPushSubscription } from "@/components/xp/push-device";

/**
 * The one way out of the signed-in app, after the server has ended the session: this device
 * keeps nothing of the creator's (offline page copies, the browser's push subscription), and a
 * full page load to the auth page drops what the router held and says what happened.
 */
export async function leaveToAuth(notice: AuthNotice) {
  const subscription = await currentPushSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  await clearPrivateCaches();
  window.location.replace(`/auth?${notice}=1`);
}
