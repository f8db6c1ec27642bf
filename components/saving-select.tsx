"use client";

import { useEffect, useRef, useState } from "react";
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
 * changes a closed select's value at every key, it is saved once the creator settles on one: at
 * Enter, on leaving the select, or after a second's rest. Saved at every key, arrowing from Planned
 * to Done saved In progress on the way, each save with its own request and, on a failure, toast.
 */
export function SavingSelect<T extends string>({ value, onSave, onKeyDown, onBlur, onPointerDown, ...props }: Props<T>) {
  const [stepped, setStepped] = useState<T | null>(null);
  const stepping = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  function save(next: T | null) {
    clearTimeout(settle.current);
    setStepped(null);
    if (next !== null && next !== value) onSave(next);
  }

  return (
    <NativeSelect
      {...props}
      value={stepped ?? value}
      onChange={(event) => {
        const next = event.target.value as T;
        if (!stepping.current) return save(next);
        setStepped(next);
        clearTimeout(settle.current);
        settle.current = setTimeout(() => save(next), SETTLE_MS);
      }}
      onKeyDown={(event) => {
        stepping.current = isStepping(event);
        if (event.key === "Enter") save(stepped);
        onKeyDown?.(event);
      }}
      onPointerDown={(event) => {
        stepping.current = false;
        onPointerDown?.(event);
      }}
      onBlur={(event) => {
        save(stepped);
        onBlur?.(event);
      }}
    />
  );
}
