"use client";

import { useRouter } from "next/navigation";
import { type RefObject, useEffect } from "react";

// Often enough that a test post from Zapier shows while the creator still looks.
const CHECK_EVERY_MS = 5000;

/**
 * While the webhook panel is on screen (and its tab in front), asks every few seconds, and on
 * coming back to the tab, whether a delivery newer than the panel's newest has come; if so, the
 * page is refreshed: the delivery's row, the item it marked posted and the XP it earned show
 * without a reload. The question reads one indexed row; the page renders again only when
 * something came.
 */
export function useFreshDeliveries(panel: RefObject<HTMLElement | null>, newestShown: string | null) {
  const router = useRouter();
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    let active = true;
    let onScreen = false;
    let asking = false;
    async function check() {
      if (!onScreen || asking || document.visibilityState !== "visible") return;
      asking = true;
      const answer = await fetch("/api/webhooks/deliveries/newest", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<{ newest: string | null }>) : null))
        .catch(() => null);
      asking = false;
      // Gone from the page, or refreshed meanwhile: the next panel asks for itself.
      if (active && answer && answer.newest !== newestShown) router.refresh();
    }
    const sight = new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting;
      if (onScreen) void check();
    });
    sight.observe(element);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      active = false;
      sight.disconnect();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [panel, newestShown, router]);
}
