"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { useEffect } from "react";
import { keepInstallOffers } from "@/components/install/install-offer";
import { SERVICE_WORKER_URL } from "@/lib/offline";

// Registers the service worker on every page (installability needs it on the page itself), and
// keeps the browser's install offer from the first page on, for the Install page's button.
// Pages reload themselves only from the offline page: an automatic reload elsewhere could
// throw away what the creator was typing when the connection flickered.
export function ServiceWorker({ children }: { children: React.ReactNode }) {
  useEffect(keepInstallOffers, []);
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
