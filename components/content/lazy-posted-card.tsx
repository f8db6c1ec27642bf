"use client";

import dynamic from "next/dynamic";

// The Posted card loads with the Posted tab, not with the Active tab a creator opens every day
// (its metrics form, share links and Move back to Active): with the Match Posted Content dialog
// loaded on its first opening, it keeps /content's first load within ×1.3 of the minimal page
// (docs/benchmarks.md). Rendered on the server as before; a switch to the Posted tab waits for
// it as it waits for the tab's rows, under the pending bar.
export const PostedContentCard = dynamic(() => import("./posted-content-card").then((module) => module.PostedContentCard));
