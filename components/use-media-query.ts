"use client";

import { useCallback } from "react";
import { useBrowserValue } from "@/components/use-browser-value";

/** Whether the CSS media query matches now, following it as the window changes; `serverValue` on the server and in the first render. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserValue(matches, serverValue, subscribe);
}

/**
 * True below 768 px, the spec's mobile layout; `guess` on the server and in the first render. Read
 * once, by the side menu's state (sidebar-state.tsx), whose `isMobile` every other part reads.
 */
export function useIsMobile(guess: boolean): boolean {
  return useMediaQuery("(max-width: 767px)", guess);
}
