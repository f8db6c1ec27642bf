"use client";

import { Bell, BellOff, BellRing } from "lucide-react";
import { useEffect, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { sendTestNotification, saveNotificationDevice } from "@/app/(app)/xp/notification-actions";
import { runAction } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { currentPushSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from "./push-device";
import { errorReason, pushRefusal } from "./push-refusal";

type DeviceState = "checking" | "unsupported" | "blocked" | "off" | "on";

export function NotificationsCard({ vapidPublicKey }: { vapidPublicKey: string | null }) {
  const [state, setState] = useState<DeviceState>("checking");
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!vapidPublicKey || !pushSupported()) return "unsupported" as const;
      if (Notification.permission === "denied") return "blocked" as const;
      const subscription = await currentPushSubscription();
      if (!subscription || Notification.permission !== "granted") return "off" as const;
      // Saved again in case this device was last used by someone else or the row was dropped.
      const saved = await saveNotificationDevice(subscription.toJSON());
      return saved.ok ? ("on" as const) : ("off" as const);
    })()
      .catch(() => "off" as const)
      .then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
    };
  }, [vapidPublicKey]);

  function enable() {
    if (!vapidPublicKey) return;
    startTransition(async () => {
      try {
        await subscribeThisDevice(vapidPublicKey);
        setState("on");
        toast.success("Notifications enabled!");
      } catch (error) {
        if (Notification.permission === "denied") setState("blocked");
        toast.error("Failed to enable notifications", { description: pushRefusal(error, Notification.permission) });
      }
    });
  }

  function disable() {
    startTransition(async () => {
      try {
        await unsubscribeThisDevice();
        setState("off");
        toast.success("Notifications turned off on this device");
      } catch (error) {
        toast.error("Failed to turn notifications off", { description: errorReason(error) });
      }
    });
  }

  function sendTest() {
    startTransition(async () => {
      const subscription = await currentPushSubscription().catch(() => null);
      if (!subscription) {
        setState("off");
        toast.error("Notifications are off on this device. Enable them first.");
        return;
      }
      const sent = await runAction(() => sendTestNotification(subscription.toJSON()), "Check your connection and try again.", {
        title: "Failed to send the test notification",
      });
      if (sent) toast.success("Test notification sent");
    });
  }

  return (
    <Card className="gap-4" data-testid="notifications-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Bell aria-hidden className="size-4 text-primary" /> Morning reminders
        </CardTitle>
        <CardDescription>
          A notification between 8:00 and 12:00 in your time zone, on days you have content planned, listing what goes
          out today.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {state === "checking" && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Checking this device…
          </p>
        )}
        {state === "unsupported" && !vapidPublicKey && (
          <p className="text-sm text-muted-foreground">
            Notifications aren&apos;t set up on this server: its push keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY) are
            missing or invalid. The README says how to set them.
          </p>
        )}
        {state === "unsupported" && vapidPublicKey && (
          <p className="text-sm text-muted-foreground">
            This browser can&apos;t show notifications from a web app. On iPhone and iPad, add Creator Quest to the Home
            Screen first (see Install App) and open it from there.
          </p>
        )}
        {state === "blocked" && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <BellOff aria-hidden className="size-4 shrink-0" /> Notifications are blocked for this site. Allow them in your
            browser&apos;s site settings, then reload this page.
          </p>
        )}
        {state === "off" && (
          <Button onClick={enable} disabled={pending}>
            {pending ? <Spinner /> : <BellRing aria-hidden />} Enable notifications
          </Button>
        )}
        {state === "on" && (
          <>
            <p className="flex items-center gap-2 text-sm font-medium text-success" role="status">
              <BellRing aria-hidden className="size-4" /> On for this device
            </p>
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              <Button variant="outline" onClick={sendTest} disabled={pending}>
                Send test notification
              </Button>
              <Button variant="ghost" onClick={disable} disabled={pending}>
                Turn off
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
