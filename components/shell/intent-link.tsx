"use client";

import Link from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * A Link that prefetches once the creator shows intent (the pointer over it, keyboard focus or a
 * touch) instead of as soon as it is on screen. The app's links between its signed-in pages use
 * it (the month grid's days, which open in place, don't prefetch at all). Prefetched on sight,
 * every link cost the server a render per page view, and the browser its work while the page was
 * still starting: the side menu alone was two requests per entry. A hover or a touch still
 * fetches ahead of the click what Next.js can prefetch of a dynamic page. This is the
 * hover-triggered prefetch of Next.js's prefetching guide
 * (node_modules/next/dist/docs/01-app/02-guides/prefetching.md), with focus and touch counted as
 * intent too.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
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
    />
  );
}
