"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { SERVICE_WORKER_URL } from "@/lib/offline";

// Registers the service worker on every page (installability needs it on the page itself).
// Pages reload themselves only from the offline page: an automatic reload elsewhere could
// throw away what the creator was typing when the connection flickered.
export function ServiceWorker({ children }: { children: React.ReactNode }) {
  return (
    <SerwistProvider
      swUrl={SERVICE_WORKER_URL}
      disable={process.env.NODE_ENV === "development"}
      cacheOnNavigation={false}
      reloadOnOnline={false}
    >
      {children}
    </SerwistProvider>
  );
}
