"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

/**
 * The fields a form on the page shows (a card's details, a posted item's metrics), for its save's
 * stillAsShown check, as EditDialog keeps them for a dialog. The page refreshes under the form
 * (another save on it, the webhook panel's poll) while its fields keep what they show and what
 * was typed, so `shown` follows only:
 * - the form's own saves (`showSaved`, with the fields as the server saved them);
 * - `refresh`, the Refresh of a refused save's toast, which shows the page as it is now and then
 *   starts the fields again from `fields` (`version` is their key; `onStartAgain` resets what the
 *   caller holds of them), as the toast said it would.
 * Called where the fields mount: a form mounted later starts from the fields as they are then.
 */
export function useShownRow<Fields extends object>(fields: Fields, onStartAgain?: (fields: Fields) => void): ShownRow<Fields> {
  const router = useRouter();
  const [shown, setShown] = useState(fields);
  const [version, setVersion] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const [startAgain, setStartAgain] = useState(false);
  // The refresh has landed: `fields` are as saved now. The App Router's refresh stays pending until
  // the render that brings the new page (Next 16's router sets its own transition inside this one),
  // which e2e/content-two-tabs.spec.ts checks.
  if (startAgain && !refreshing) {
    setStartAgain(false);
    setShown(fields);
    setVersion(version + 1);
    onStartAgain?.(fields);
  }

  function refresh() {
    setStartAgain(true);
    startRefresh(() => router.refresh());
  }

  function showSaved(saved: Partial<Fields> | ((shown: Fields) => Partial<Fields>)) {
    setShown((before) => ({ ...before, ...(typeof saved === "function" ? saved(before) : saved) }));
  }

  return { shown, showSaved, version, refresh };
}

export type ShownRow<Fields> = {
  shown: Fields;
  /** The fields as a save of the form's own wrote them (or as they are worked out from the ones before). */
  showSaved: (saved: Partial<Fields> | ((shown: Fields) => Partial<Fields>)) => void;
  version: number;
  refresh: () => void;
};
