"use client";

import { useState } from "react";
import type { CalendarItem } from "@/db/queries/calendar";
import { cn } from "@/lib/utils";
import { DRAG_TYPE, useReschedule } from "./calendar-item";

/** A day that takes dropped items (Week and Month views). */
export function DayDropZone({ day, className, children, ...props }: { day: string } & React.ComponentProps<"div">) {
  const { pending, reschedule } = useReschedule();
  const [over, setOver] = useState(false);

  return (
    <div
      {...props}
      data-day={day}
      aria-busy={pending || undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const data = event.dataTransfer.getData(DRAG_TYPE);
        if (!data) return;
        event.preventDefault();
        const item = JSON.parse(data) as CalendarItem;
        if (item.postDate !== day) reschedule(item, day);
      }}
      className={cn(className, over && "ring-2 ring-primary ring-offset-1", pending && "opacity-60")}
    >
      {children}
    </div>
  );
}
