"use client";

import Link from "next/link";
import { type ComponentProps, useState } from "react";
import { followsHere } from "@/components/follows-here";
import { focusWhenShown } from "@/components/keep-focus";
import { LinkPending } from "@/components/link-pending";
import { cn } from "@/lib/utils";

/**
 * A Link that prefetches once the creator shows intent (the pointer over it, keyboard focus or a
 * touch) instead of as soon as it is on screen. The app's links between its signed-in pages use
 * it (the month grid's days, which open in place, don't prefetch at all). Prefetched on sight,
 * every link cost the server a render per page view, and the browser its work while the page was
 * still starting: the side menu alone was two requests per entry. This is the hover-triggered
 * prefetch of Next.js's prefetching guide
 * (node_modules/next/dist/docs/01-app/02-guides/prefetching.md), with focus and touch counted as
 * intent too.
 *
 * Signed-in pages have no loading skeleton (it held their content back): until the next page
 * arrives the current one stays, and the clicked link shows a pending bar (LinkPending).
 */
export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  onClick,
  focusOnArrival,
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch"> & {
  /** The id of a field on the page it leads to (components/field-ids.ts), which takes focus once shown there. */
  focusOnArrival?: string;
}) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      className={cn("relative", className)}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (focusOnArrival && !event.defaultPrevented && followsHere(event)) focusWhenShown(focusOnArrival, { from: event.currentTarget });
      }}
    >
      {children}
      <LinkPending />
    </Link>
  );
}
