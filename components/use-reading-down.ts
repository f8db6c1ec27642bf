"use client";

import { useCallback, useEffect, useState } from "react";

// A move smaller than this (a finger's jitter, a momentum scroll's last pixels) changes nothing.
const SETTLE_PX = 8;

/**
 * True while the page is being scrolled down (read on), false once it scrolls back up, reaches
 * its top or its end, or `show()` is called: a floating button steps aside while it would cover
 * the rows passing under it, and is back at the first scroll up.
 */
export function useReadingDown(enabled: boolean): { readingDown: boolean; show: () => void } {
  const [readingDown, setReadingDown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - SETTLE_PX;
      if (y <= 0 || atEnd) {
        setReadingDown(false);
        last = y;
        return;
      }
      if (Math.abs(y - last) < SETTLE_PX) return;
      setReadingDown(y > last);
      last = y;
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      // Enabled again later (back to a phone's width), the button starts in place.
      setReadingDown(false);
    };
  }, [enabled]);
  const show = useCallback(() => setReadingDown(false), []);
  return { readingDown: enabled && readingDown, show };
}
