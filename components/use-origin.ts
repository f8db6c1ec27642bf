"use client";

import { useBrowserValue } from "@/components/use-browser-value";

const currentOrigin = () => window.location.origin;

/** This site's own origin in the browser; "" during the server render, so the markup matches. */
export function useOrigin(): string {
  return useBrowserValue(currentOrigin, "");
}
