"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { newestWebhookDelivery } from "@/app/(app)/content/integration-actions";

// Often enough that a test post from Zapier shows while the creator still looks.
const CHECK_EVERY_MS = 5000;

/**
 * While the webhook panel is in sight, asks every few seconds (and on coming back to the tab)
 * whether a delivery newer than the panel's newest has come, and if so refreshes the page: the
 * delivery's row, the item it marked posted and the XP it earned show without a reload. The
 * question is one indexed row; the page is rendered again only when something came.
 */
export function useFreshDeliveries(newestShown: string | null) {
  const router = useRouter();
  useEffect(() => {
    let asking = false;
    async function check() {
      if (asking || document.visibilityState !== "visible") return;
      asking = true;
      const newest = await newestWebhookDelivery().catch(() => null);
      asking = false;
      // A session that ended says so at the next save; a check only reads.
      if (newest?.ok && newest.data !== newestShown) router.refresh();
    }
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [newestShown, router]);
}
