"use client";

import { useState } from "react";

/**
 * Whether a dialog or disclosure has been open yet. What it holds renders only from its first
 * opening, so a page of rows hydrates without the closed ones: a row's edit and delete dialogs, a
 * card's details panel (docs/performance.md). Once opened it stays mounted while closed: it
 * animates out and keeps its state, typing included.
 */
export function useOpenedYet(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
