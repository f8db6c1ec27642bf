"use server";

import { hasPushSubscription, removePushSubscription, savePushSubscription } from "@/db/queries/push";
import { type ActionResult, SESSION_ENDED } from "@/lib/action";
import { privateAddressesAllowed } from "@/lib/env";
import { namesPrivateHost } from "@/lib/integrations/public-address";
import { sendPush } from "@/lib/integrations/web-push";
import { TEST_NOTIFICATION } from "@/lib/rules/push-message";
import { getCurrentUser } from "@/lib/session";
import { pushEndpointInput, pushSubscriptionInput } from "@/lib/validation/push";

// Web Push (decision D8): each browser the creator turns notifications on in is one device.

export async function saveNotificationDevice(subscription: unknown): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = pushSubscriptionInput.safeParse(subscription);
  if (!input.success) return { ok: false, error: input.error.issues[0]?.message ?? "That subscription is not valid" };
  if (!privateAddressesAllowed() && namesPrivateHost(new URL(input.data.endpoint))) {
    return { ok: false, error: "The browser gave a push address inside this server's network" };
  }
  try {
    await savePushSubscription(user.id, input.data);
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("saveNotificationDevice failed", error);
    return { ok: false, error: "Couldn't save this device. Try again." };
  }
}

export async function removeNotificationDevice(endpoint: unknown): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = pushEndpointInput.safeParse(endpoint);
  if (!input.success) return { ok: false, error: "That device is not known" };
  try {
    await removePushSubscription(user.id, input.data);
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("removeNotificationDevice failed", error);
    return { ok: false, error: "Couldn't turn notifications off. Try again." };
  }
}

export async function sendTestNotification(subscription: unknown): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = pushSubscriptionInput.safeParse(subscription);
  if (!input.success) return { ok: false, error: "That device is not known" };
  const { endpoint, keys } = input.data;
  // Only to a device this creator saved: the server posts nowhere else.
  if (!(await hasPushSubscription(user.id, endpoint))) {
    return { ok: false, error: "Notifications are off on this device. Enable them first." };
  }
  const result = await sendPush({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, TEST_NOTIFICATION);
  if (result === "sent") return { ok: true, data: undefined };
  if (result === "gone") {
    await removePushSubscription(user.id, endpoint);
    return { ok: false, error: "This browser no longer accepts notifications from us. Enable them again." };
  }
  return { ok: false, error: "The browser's push service didn't answer. Try again in a minute." };
}
