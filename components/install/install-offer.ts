"use client";

import { useSyncExternalStore } from "react";

// Chromium's install prompt event (not in the DOM typings yet).
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

type InstallOffer = { prompt: InstallPromptEvent | null; installed: boolean };

// The browser offers to install once per page load, soon after it loads (once the service worker
// is registered): on whichever page the creator opened first, usually not the Install page. So the
// offer is caught on every page (keepInstallOffers, in the root layout) and kept here until the
// Install page uses it. Only on the Install page does its button replace the browser's own offer
// (Chrome's install banner on Android); elsewhere the browser still shows that.
const INSTALL_PATH = "/install";

let offer: InstallOffer = { prompt: null, installed: false };
const listeners = new Set<() => void>();

function setOffer(next: InstallOffer) {
  offer = next;
  for (const listener of listeners) listener();
}

/** Starts keeping the browser's install offer; returns the clean-up. */
export function keepInstallOffers(): () => void {
  const offered = (event: Event) => {
    if (window.location.pathname === INSTALL_PATH) event.preventDefault();
    setOffer({ ...offer, prompt: event as InstallPromptEvent });
  };
  const installed = () => setOffer({ prompt: null, installed: true });
  window.addEventListener("beforeinstallprompt", offered);
  window.addEventListener("appinstalled", installed);
  return () => {
    window.removeEventListener("beforeinstallprompt", offered);
    window.removeEventListener("appinstalled", installed);
  };
}

/** A prompt is used once: the browser offers again on a later page load if it still can. */
export function installOfferUsed(outcome: "accepted" | "dismissed") {
  setOffer({ prompt: null, installed: offer.installed || outcome === "accepted" });
}

const NONE: InstallOffer = { prompt: null, installed: false };

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** The install offer the browser made on this page load, and whether the app was installed meanwhile. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => NONE,
  );
}
