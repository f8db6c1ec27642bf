"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { LinkPending } from "@/components/link-pending";
import { cn } from "@/lib/utils";
import { DayDropZone } from "./day-drop-zone";

/** One day of the month grid, its words and address written out on the server (MonthView). */
export type MonthCell = {
  day: string;
  dayOfMonth: string;
  /** Read out before the day's number: "November 24". */
  monthName: string;
  href: string;
  count: number;
  inMonth: boolean;
  isToday: boolean;
  chosen: boolean;
};

/** The index of the day a key moves to from the day at `from`, in a grid of weeks; null for another key. */
function dayReachedBy(key: string, from: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return from - 1;
    case "ArrowRight":
      return from + 1;
    case "ArrowUp":
      return from - 7;
    case "ArrowDown":
      return from + 7;
    case "Home":
      return from - (from % 7);
    case "End":
      return from - (from % 7) + 6;
    default:
      return null;
  }
}

/**
 * The month's days, each a link to that day and a drop target for rescheduling. One client
 * component for the whole grid, because every day holds client parts (the drop zone, the link and
 * its pending bar). Rendered on the server, each day's markup went out twice, as HTML and again in
 * the page's RSC payload; as a client component, the payload carries only the cells' data.
 */
export function MonthGrid({ label, cells }: { label: string; cells: MonthCell[] }) {
  const grid = useRef<HTMLElement>(null);
  // One Tab stop for the grid, the chosen day (else today, else the 1st); the arrow keys move it
  // between days, as in a date picker, instead of 42 stops on the way past the grid. A day chosen
  // anew (Enter, a click, This Month) takes it back.
  const chosenDay = (cells.find((cell) => cell.chosen) ?? cells.find((cell) => cell.isToday) ?? cells.find((cell) => cell.inMonth))?.day;
  const [movedTo, setMovedTo] = useState<{ day: string; from: string | undefined } | null>(null);
  const tabStop = movedTo && movedTo.from === chosenDay && cells.some((cell) => cell.day === movedTo.day) ? movedTo.day : chosenDay;

  function onKeyDown(event: React.KeyboardEvent) {
    const from = cells.findIndex((cell) => cell.day === (event.target as HTMLElement).closest("[data-day]")?.getAttribute("data-day"));
    const to = from < 0 ? -1 : dayReachedBy(event.key, from);
    if (to === null || to < 0 || to >= cells.length || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setMovedTo({ day: cells[to].day, from: chosenDay });
    grid.current?.querySelector<HTMLElement>(`[data-day="${cells[to].day}"] a`)?.focus();
  }

  return (
    <nav ref={grid} className="grid grid-cols-7 gap-1" aria-label={label} onKeyDown={onKeyDown}>
      {cells.map((cell) => {
        // Items, not posts: an idea or a script on its planned day counts as much as a post.
        const items = cell.count === 1 ? "1 item" : `${cell.count} items`;
        return (
          <DayDropZone key={cell.day} day={cell.day}>
            <Link
              href={cell.href}
              scroll={false}
              replace
              prefetch={false}
              draggable={false}
              tabIndex={cell.day === tabStop ? 0 : -1}
              aria-current={cell.chosen ? "true" : undefined}
              data-testid="month-day"
              data-has-content={cell.count > 0}
              className={cn(
                "relative flex aspect-square w-full flex-col items-center justify-center gap-0.5 rounded-lg border text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 sm:aspect-auto sm:h-16",
                // Another month's day: a quieter cell, its number still readable (AA).
                !cell.inMonth && "bg-muted/40 text-muted-foreground",
                cell.count > 0 && "border-primary/40 bg-accent font-semibold text-accent-foreground",
                cell.isToday && "ring-2 ring-primary",
                cell.chosen && "bg-primary text-primary-foreground",
              )}
            >
              {/* Named in one piece by what it shows, with the month and "today" for screen readers
                  ("November 24, 1 item, today"): read from the cell's two lines, the browser would put a
                  space before each comma. The count is every dated item, at any step. */}
              <span className="sr-only">{[`${cell.monthName} ${cell.dayOfMonth}`, cell.count > 0 && items, cell.isToday && "today"].filter(Boolean).join(", ")}</span>
              <span aria-hidden>{cell.dayOfMonth}</span>
              {cell.count > 0 && (
                <span aria-hidden className="text-[10px] leading-none">
                  {items}
                </span>
              )}
              <LinkPending />
            </Link>
          </DayDropZone>
        );
      })}
    </nav>
  );
}
