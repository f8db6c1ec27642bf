"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";

// Keys that change a closed select's value as they are pressed (Windows, Linux, ChromeOS), each
// firing a change as if the creator had picked: the arrows, Home, End, the page keys and typing
// an option's first letter.
const STEPPING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
const isStepping = (event: React.KeyboardEvent) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && (STEPPING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " "));

/** How long the keys rest before the value they reached is saved. */
const SETTLE_MS = 1000;

type Props<T extends string> = Omit<React.ComponentProps<typeof NativeSelect>, "value" | "onChange"> & {
  value: T;
  onSave: (value: T) => void;
};

/**
 * A select whose pick is saved as it is made, with no Save button (a deal's or a system's status).
 * Picked from its list, a value is saved at once. Stepped through with the keys, where the browser
 * changes a closed select's value at every key, the value shown is held and saved once the creator
 * settles on it: at Enter, on leaving the select (or the page), or after a second's rest; Escape
 * puts the saved one back. Saved at every key, arrowing from Planned to Done saved In progress on
 * the way, each save with its own request and, on a failure, its own toast.
 */
export function SavingSelect<T extends string>({ value, onSave, onKeyDown, onBlur, ...props }: Props<T>) {
  const [held, setHeld] = useState<T | null>(null);
  // Read by the timer and on unmount, which outlive the render they were set up in.
  const latest = useRef({ value, onSave, held: null as T | null });
  const stepping = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current.value = value;
    latest.current.onSave = onSave;
  });

  const hold = useCallback((next: T | null) => {
    clearTimeout(settleTimer.current);
    latest.current.held = next;
    setHeld(next);
  }, []);
  const saveHeld = useCallback(() => {
    const { held: next, value: saved, onSave: save } = latest.current;
    hold(null);
    if (next !== null && next !== saved) save(next);
  }, [hold]);
  // Gone from the page before the keys rested (the browser's Back): what it showed is saved.
  useEffect(() => saveHeld, [saveHeld]);

  return (
    <NativeSelect
      {...props}
      value={held ?? value}
      onChange={(event) => {
        hold(event.target.value as T);
        if (stepping.current) settleTimer.current = setTimeout(saveHeld, SETTLE_MS);
        else saveHeld();
      }}
      onKeyDown={(event) => {
        stepping.current = isStepping(event);
        // The key's own change comes while it is handled; a pick made later from the list (opened
        // with Space or, on a Mac, an arrow), which sends no keys to the page, is saved at once.
        setTimeout(() => (stepping.current = false));
        if (event.key === "Enter" && latest.current.held !== null) {
          // Enter settles the status the keys reached; Chromium would also open the list on it.
          event.preventDefault();
          saveHeld();
        }
        if (event.key === "Escape") hold(null);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        saveHeld();
        onBlur?.(event);
      }}
    />
  );
}
