"use client";

import { useBrowserValue } from "@/components/use-browser-value";

const MINUTE_MS = 60_000;

function subscribeToClock(onTick: () => void) {
  const timer = window.setInterval(onTick, MINUTE_MS);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/**
 * The browser's clock, to the minute, re-rendering the component as each minute passes; null on
 * the server and while hydrating. Whatever reads the time shows nothing clock-dependent until then:
 * the server's clock and zone differ from the browser's, and text rendered from either on both
 * sides ("less than a minute ago" against "1 minute ago") fails hydration. The time is the start
 * of the minute: what needs the second (how long ago something came) reads Date.now() itself.
 */
export function useMinuteClock(): Date | null {
  const minute = useBrowserValue<number | null>(currentMinute, null, subscribeToClock);
  return minute === null ? null : new Date(minute * MINUTE_MS);
}
