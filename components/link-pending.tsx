"use client";

import { useLinkStatus } from "next/link";

/**
 * Put inside a `<Link prefetch={false}>` whose parent is `relative`: a thin pulsing bar along
 * its bottom edge while the linked page loads, so a click never looks dead.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span aria-hidden className="absolute inset-x-2 bottom-1 h-0.5 animate-pulse rounded-full bg-current" /> : null;
}
