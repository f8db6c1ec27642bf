"use client";

import { useLinkStatus } from "next/link";

/**
 * Put inside a `relative` `<Link>`: a thin pulsing bar along its bottom edge while the linked
 * page loads, so a click never looks dead. A prefetched link rarely shows it; it matters with
 * `prefetch={false}`.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span aria-hidden className="absolute inset-x-2 bottom-1 h-0.5 animate-pulse rounded-full bg-current" /> : null;
}
