"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * A value only the browser knows (a media query, its clock, its origin, whether React runs the
 * page): `serverValue` in the server's markup and while the page hydrates, so the two match, then
 * `read()`, and again whenever `subscribe` reports a change. `read` and `subscribe` must keep
 * their identity between renders (module functions, or useCallback).
 *
 * Set in a transition, the browser's value is rendered in slices, between which the page answers
 * input. useSyncExternalStore with a server snapshot re-renders every reader whose value differs
 * synchronously, in the task that finishes hydration: on a phone, the side menu turned into its
 * sheet there, which made that task the page's longest (docs/performance.md). The price: a part
 * mounted later, after a move inside the app, also shows `serverValue` for a frame or two.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe?: (onChange: () => void) => () => void): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}
