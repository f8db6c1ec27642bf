"use client";

import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Offline, a page opened before shows from its last copy (the service worker) and looks as
 * usable as ever: this says that it may be out of date and that nothing can be saved, before a
 * form's own "Failed to …" does. Gone as soon as the connection is back.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  return (
    <div role="status">
      {offline && (
        <p className="flex items-center gap-2 border-b bg-muted px-4 py-2 text-sm text-muted-foreground md:px-6">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          You&apos;re offline: this page may be out of date, and changes can&apos;t be saved until you&apos;re back online.
        </p>
      )}
    </div>
  );
}
