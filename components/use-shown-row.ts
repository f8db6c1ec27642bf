"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

/**
 * The row as a form on the page shows it (a card's details, a posted item's metrics), for its
 * save's stillAsShown check, as EditDialog keeps it for a dialog. The page refreshes under the
 * form (another save on it, the webhook panel's poll) while its fields keep what they show and
 * what was typed, so `shown` follows only:
 * - the form's own saves (`showSaved`, with the row as the server saved it);
 * - `refresh`, the Refresh of a refused save's toast, which shows the page as it is now and then
 *   starts the fields again from the row (`version` is their key), as the toast said it would.
 * Called where the fields mount: a form mounted later starts from the row as it is then.
 */
export function useShownRow<Row extends object>(row: Row): ShownRow<Row> {
  const router = useRouter();
  const [shown, setShown] = useState(row);
  const [version, setVersion] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const [startAgain, setStartAgain] = useState(false);
  // The refresh has landed: `row` is the row as it is now.
  if (startAgain && !refreshing) {
    setStartAgain(false);
    setShown(row);
    setVersion(version + 1);
  }

  function refresh() {
    setStartAgain(true);
    startRefresh(() => router.refresh());
  }

  function showSaved(saved: Partial<Row> | ((shown: Row) => Partial<Row>)) {
    setShown((before) => ({ ...before, ...(typeof saved === "function" ? saved(before) : saved) }));
  }

  return { shown, showSaved, version, refresh };
}

export type ShownRow<Row> = {
  shown: Row;
  /** The fields as a save of the form's own wrote them (or as they are worked out from the one before). */
  showSaved: (saved: Partial<Row> | ((shown: Row) => Partial<Row>)) => void;
  version: number;
  refresh: () => void;
};
