"use client";

import { useLinkStatus } from "next/link";

/**
 * Put inside a `relative` `<Link>`: a thin pulsing bar along its bottom edge while the linked
 * page loads, so a click never looks dead. Every IntentLink has one.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span aria-hidden data-testid="link-pending" className="absolute inset-x-2 bottom-1 h-0.5 animate-pulse rounded-full bg-current motion-reduce:animate-none" />
  ) : null;
}
