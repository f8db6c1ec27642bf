"use client";

import { removeNotificationDevice, saveNotificationDevice } from "@/app/(app)/xp/notification-actions";
import { askToSignInAgain } from "@/components/session-ended";
import type { ActionFailure } from "@/lib/action";

// The browser side of Web Push: this device's subscription, through the service worker.

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes this browser and saves it for the signed-in creator. */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new Error(
      permission === "denied"
        ? "Notifications are blocked for this site. Allow them in the browser's site settings."
        : "Allow notifications when the browser asks.",
    );
  }
  const registration = await navigator.serviceWorker.ready;
  // A subscription made with another server key can't be reused: start afresh.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(vapidPublicKey),
  });
  const saved = await saveNotificationDevice(subscription.toJSON());
  if (!saved.ok) {
    await subscription.unsubscribe();
    throw failureOf(saved);
  }
  return subscription;
}

/** Forgets this device for the creator and drops the browser's subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const removed = await removeNotificationDevice(subscription.endpoint);
  if (!removed.ok) throw failureOf(removed);
  await subscription.unsubscribe();
}

/** A refused save as an error for the card's toast; an ended session also has the shell ask to sign in again. */
function failureOf(failure: ActionFailure): Error {
  if (failure.sessionEnded) askToSignInAgain();
  return new Error(failure.error);
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + "=".repeat((4 - (value.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
