"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/** This site's own origin in the browser; "" during the server render, so the markup matches. */
export function useOrigin(): string {
  return useSyncExternalStore(noSubscribe, () => window.location.origin, () => "");
}
