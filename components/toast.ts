"use client";

// The app's toasts. sonner, which shows them, is loaded after the page rather than with it: it is
// about a tenth of every route's first-load scripts, and no page shows a toast before a creator
// acts. A toast asked for before it has arrived waits for it, and calls keep their order. The
// toast region (components/ui/sonner.tsx) shows the toasts made before it mounted (sonner replays
// the active ones to a new region).

type Sonner = typeof import("sonner");
type SonnerToast = Sonner["toast"];

let sonner: Promise<Sonner> | undefined;

/** sonner itself, loaded once; after a failed load (offline, say) the next toast tries again. */
function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

function whenLoaded<Args extends unknown[]>(show: (toast: SonnerToast, ...args: Args) => unknown): (...args: Args) => void {
  return (...args) => {
    loadSonner().then(
      ({ toast }) => show(toast, ...args),
      (error: unknown) => console.error("Could not load the toasts", error),
    );
  };
}

/** sonner's `toast`, called once it has loaded: the plain toast and the kinds the app uses. */
export const toast = Object.assign(
  whenLoaded((toast, ...args: Parameters<SonnerToast>) => toast(...args)),
  {
    success: whenLoaded((toast, ...args: Parameters<SonnerToast["success"]>) => toast.success(...args)),
    error: whenLoaded((toast, ...args: Parameters<SonnerToast["error"]>) => toast.error(...args)),
    info: whenLoaded((toast, ...args: Parameters<SonnerToast["info"]>) => toast.info(...args)),
    dismiss: whenLoaded((toast, ...args: Parameters<SonnerToast["dismiss"]>) => toast.dismiss(...args)),
  },
);
