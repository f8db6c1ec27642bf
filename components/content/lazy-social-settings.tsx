"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

// The Settings tab's forms (creator email, automation address, webhooks) load with that tab, not
// with the Active tab a creator opens every day: 6.6 KB less JavaScript on /content's first load.
// A component imported by the page itself would be in the route's first load whichever tab shows.
export const SocialSettings = dynamic(() => import("./social-settings").then((module) => module.SocialSettings), {
  // The tab's two columns of cards, so the page doesn't jump when they arrive.
  loading: () => (
    <div role="status" aria-label="Loading Social Settings" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
      <Skeleton className="h-96 lg:col-span-2" />
    </div>
  ),
});
