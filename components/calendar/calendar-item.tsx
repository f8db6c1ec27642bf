"use client";

import { format, parseISO } from "date-fns";
import { ExternalLink } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { rescheduleItem } from "@/app/(app)/calendar/actions";
import { PlatformIcon } from "@/components/content/platform-icon";
import { useCreatorToday, useDateRange } from "@/components/creator-today";
import { StepBadge } from "@/components/content/step-badge";
import { useKeepFocus } from "@/components/keep-focus";
import { runAction } from "@/components/run-and-toast";
import { IntentLink } from "@/components/shell/intent-link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import type { CalendarItem as Item } from "@/db/queries/calendar";
import { formatDay } from "@/lib/format";
import { isOverdue } from "@/lib/rules/calendar-day";
import { POST_DATE_LIMITS } from "@/lib/rules/date-limits";
import { cn } from "@/lib/utils";

export const DRAG_TYPE = "application/x-creator-quest-content";

const itemButtonId = (id: string) => `calendar-item-${id}`;

/** Moves an item to a day (or to no day), with the toasts every path shares. */
export function useReschedule() {
  const [pending, startTransition] = useTransition();
  // Its controls are disabled while it saves: focus comes back, or goes to the next row's when the
  // item leaves the Unscheduled list.
  const keepFocus = useKeepFocus(pending);
  function reschedule(item: Item, postDate: string | null, onDone?: () => void) {
    keepFocus();
    startTransition(async () => {
      if (!(await runAction(() => rescheduleItem(item.id, postDate ?? ""), "Failed to update content"))) return;
      toast.success(postDate ? `“${item.title}” planned for ${format(parseISO(postDate), "EEE, MMM d")}` : `“${item.title}” is unscheduled`);
      // In the transition, so a dialog closes in the commit that moves the item: focus then
      // follows the item to its new day (DialogContent finds it by its id).
      if (onDone) startTransition(onDone);
    });
  }
  return { pending, reschedule };
}

/** Planned for a day gone by and still not posted. */
function useOverdue(item: Item): boolean {
  return isOverdue(item.postDate, useCreatorToday(), item.workflowStep === "posted");
}

/** One item on the calendar: drag it to another day, or open it to pick a date by keyboard. */
export function CalendarItem({ item, showPlatform = false, compact = false }: { item: Item; showPlatform?: boolean; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const posted = item.workflowStep === "posted";
  const overdue = useOverdue(item);
  const hintId = `${itemButtonId(item.id)}-hint`;

  return (
    <>
      <button
        type="button"
        id={itemButtonId(item.id)}
        // Its name is what it shows (the platform read once, from the icon); what a click does is
        // its description, which a screen reader reads after a pause.
        aria-describedby={posted ? undefined : hintId}
        draggable={!posted}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(item));
          event.dataTransfer.effectAllowed = "move";
        }}
        onClick={() => setOpen(true)}
        data-testid="calendar-item"
        className={cn(
          "flex w-full gap-2 rounded-lg border bg-card p-2 text-left text-sm shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/80",
          // Week columns are narrow: stack the icon over the title there.
          compact ? "flex-col items-start text-xs" : "items-center",
          !posted && "cursor-grab active:cursor-grabbing",
        )}
      >
        <PlatformIcon platform={item.platform} className={compact ? "size-6" : undefined} />
        <span className="w-full min-w-0 flex-1 space-y-1">
          <span className={cn("block font-medium [overflow-wrap:anywhere]", compact ? "line-clamp-3" : "line-clamp-2")}>{item.title}</span>
          <span className="flex flex-wrap gap-1">
            <StepBadge step={item.workflowStep} />
            {overdue && <span className="rounded-full border border-destructive/40 px-2 py-0.5 text-xs font-medium text-destructive">Overdue</span>}
            {showPlatform && (
              <span aria-hidden className="rounded-full border px-2 py-0.5 text-xs">
                {item.platform}
              </span>
            )}
          </span>
        </span>
      </button>
      {!posted && (
        <span id={hintId} hidden>
          Change its day
        </span>
      )}
      {/* Mounted only while open, so each opening starts from the item's real date, not a cancelled one. */}
      {open && <ItemDialog item={item} onOpenChange={setOpen} />}
    </>
  );
}

function ItemDialog({ item, onOpenChange }: { item: Item; onOpenChange: (open: boolean) => void }) {
  const { pending, reschedule } = useReschedule();
  const [date, setDate] = useState(item.postDate ?? "");
  const postDates = useDateRange(POST_DATE_LIMITS);
  const posted = item.workflowStep === "posted";
  const overdue = useOverdue(item);
  const today = useCreatorToday();

  // Saved to a day this view doesn't show, the item's button is gone, and focus would climb to the
  // top of the page: it goes to the toolbar's arrow toward the item's new day instead.
  const focusTowardNewDay = (event: Event) => {
    if (document.getElementById(itemButtonId(item.id)) || !item.postDate || !date || date === item.postDate) return;
    const arrow = document.querySelector<HTMLElement>(`[data-calendar-step="${date > item.postDate ? "next" : "previous"}"]`);
    if (!arrow) return;
    event.preventDefault();
    arrow.focus();
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={focusTowardNewDay}>
        <DialogHeader>
          <DialogTitle>{item.title}</DialogTitle>
          <DialogDescription>
            {item.platform} · {posted ? `Posted ${item.postDate ? formatDay(item.postDate, today) : ""}` : overdue ? "Its day has passed: plan the day it goes out." : "Plan the day it goes out."}
          </DialogDescription>
        </DialogHeader>
        {posted ? (
          <div className="flex flex-col items-start gap-1 text-sm md:gap-2">
            {item.socialPostUrl && (
              <a href={item.socialPostUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline md:min-h-0">
                View post <ExternalLink aria-hidden className="size-3.5" />
              </a>
            )}
            {/* Its metrics and Move back to Active are on its Posted card. */}
            <IntentLink href="/content?tab=posted" className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline md:min-h-0">
              Metrics and more in the Content Pipeline
            </IntentLink>
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              reschedule(item, date || null, () => onOpenChange(false));
            }}
            aria-label={`Plan "${item.title}"`}
            className="space-y-4"
          >
            <TextField id={`plan-${item.id}`} label="Planned post date" type="date" {...postDates} value={date} onChange={(event) => setDate(event.target.value)} disabled={pending} />
            <DialogFooter>
              {item.postDate && (
                <Button type="button" variant="outline" disabled={pending} onClick={() => reschedule(item, null, () => onOpenChange(false))}>
                  Unschedule
                </Button>
              )}
              <Button type="submit" disabled={pending || !date}>
                {pending ? "Saving..." : "Save date"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
