"use client";

import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";
import { FIELDS, useFocusReturn } from "@/components/keep-focus";
import { FIELD_EVENTS, fieldValues, useWarnBeforeLeaving } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** What a dialog that asks before discarding typed text shares with its content. */
type DiscardGuard = {
  contentRef: React.RefCallback<HTMLElement>;
  asking: boolean;
  keepEditing: () => void;
  discard: () => void;
  /** The form was sent after all: the question is moot. */
  stopAsking: () => void;
  /** The form's footer says whether a save is running (DialogFormFooter's `pending`). */
  setSaving: (saving: boolean) => void;
};

const DiscardGuardContext = React.createContext<DiscardGuard | null>(null);

/**
 * A dialog. With `confirmDiscard` (a form a creator types into; `open` controlled), closing it
 * with fields changed since it opened (Escape, a click outside, Close, Cancel) first asks whether
 * to discard them, so a stray click never loses a long note. Asked, Escape or another click
 * outside keeps editing. While the form saves (its DialogFormFooter is pending, or useDialogSaving's flag is up) it stays open;
 * closing after a save (setting `open`) never asks. Changed fields also make a reload, or closing
 * the browser's tab, ask first (useWarnBeforeLeaving), as a page's own forms do.
 */
function Dialog({ confirmDiscard = false, onOpenChange, ...props }: React.ComponentProps<typeof DialogPrimitive.Root> & { confirmDiscard?: boolean }) {
  const [asking, setAsking] = React.useState(false);
  // Closed after a save while the question showed: it must not greet the next opening.
  const [wasOpen, setWasOpen] = React.useState(props.open);
  // Its fields differ from what they held when it opened.
  const [changed, setChanged] = React.useState(false);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (!props.open) {
      setAsking(false);
      setChanged(false);
    }
  }
  useWarnBeforeLeaving(confirmDiscard && Boolean(props.open) && changed);
  const content = React.useRef<HTMLElement | null>(null);
  const valuesWhenOpened = React.useRef("");
  const saving = React.useRef(false);
  const setSaving = React.useCallback((now: boolean) => {
    saving.current = now;
  }, []);
  // Where focus was when closing was tried: "Keep editing" gives it back.
  const focusedBeforeAsking = React.useRef<HTMLElement | null>(null);
  // Stable, so the values are read once as the content mounts, not again on every render.
  const contentRef = React.useCallback((element: HTMLElement | null) => {
    content.current = element;
    if (!element) return;
    valuesWhenOpened.current = fieldValues(element);
    setChanged(false);
    // Compared once the event is through, as the page's forms are (leave-guard.ts); not once the
    // content has gone (Discard's own click), or a closed dialog would count as changed.
    const compare = () => setTimeout(() => element.isConnected && setChanged(fieldValues(element) !== valuesWhenOpened.current));
    for (const type of FIELD_EVENTS) element.addEventListener(type, compare);
    return () => {
      content.current = null;
      for (const type of FIELD_EVENTS) element.removeEventListener(type, compare);
    };
  }, []);

  const keepEditing = React.useCallback(() => {
    setAsking(false);
    const back = focusedBeforeAsking.current;
    const target = back?.isConnected ? back : content.current?.querySelector<HTMLElement>(FIELDS);
    // After the question's buttons have left the page.
    requestAnimationFrame(() => target?.focus());
  }, []);

  function changeOpen(open: boolean) {
    const form = content.current;
    if (!open && confirmDiscard && form) {
      // While it saves, the dialog waits: it closes itself when the save is through, and a
      // discard now would say "isn't saved" of a change that is about to be.
      if (saving.current) return;
      if (fieldValues(form) !== valuesWhenOpened.current) {
        if (asking) return keepEditing();
        // Back to the field being edited; from Cancel or Close, to the first field.
        const focused = document.activeElement;
        focusedBeforeAsking.current = focused instanceof HTMLElement && focused.matches(FIELDS) && form.contains(focused) ? focused : null;
        setAsking(true);
        return;
      }
    }
    setAsking(false);
    onOpenChange?.(open);
  }

  const guard = React.useMemo<DiscardGuard | null>(
    () =>
      confirmDiscard
        ? {
            contentRef,
            asking,
            keepEditing,
            discard: () => {
              setAsking(false);
              onOpenChange?.(false);
            },
            stopAsking: () => setAsking(false),
            setSaving,
          }
        : null,
    [confirmDiscard, contentRef, asking, keepEditing, onOpenChange, setSaving],
  );

  return (
    <DiscardGuardContext.Provider value={guard}>
      <DialogPrimitive.Root data-slot="dialog" onOpenChange={changeOpen} {...props} />
    </DiscardGuardContext.Provider>
  );
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** Focus goes back to where the dialog was opened from when it closes (useFocusReturn). */
function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  const guard = React.useContext(DiscardGuardContext);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/50" />
      {/* One grid column that may be narrower than its content's longest word (minmax(0, 1fr)), and
          titles that break anywhere: a long unbroken title (a pasted link) wraps inside the dialog
          instead of widening it past a phone's screen and pushing its buttons out. */}
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid grid-cols-[minmax(0,1fr)] max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg",
          className,
        )}
        {...props}
        {...focusReturn}
        ref={guard?.contentRef}
        onSubmitCapture={guard?.stopAsking}
      >
        {children}
        {guard?.asking && <DiscardQuestion keepEditing={guard.keepEditing} discard={guard.discard} />}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-2 right-2 flex size-11 items-center md:top-3 md:right-3 md:size-9 justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/80 focus-visible:outline-none">
            <XIcon className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Asked before a dialog's changes are thrown away (Dialog's `confirmDiscard`). */
function DiscardQuestion({ keepEditing, discard }: { keepEditing: () => void; discard: () => void }) {
  const keep = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    // The question sits below the form: a tall dialog scrolls to it.
    keep.current?.scrollIntoView({ block: "nearest" });
    keep.current?.focus();
  }, []);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium">Discard your changes? They aren&rsquo;t saved.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button ref={keep} type="button" variant="outline" onClick={keepEditing}>
          Keep editing
        </Button>
        <Button type="button" variant="destructive" onClick={discard}>
          Discard
        </Button>
      </div>
    </div>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-lg font-semibold wrap-anywhere", className)} {...props} />;
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn("text-sm text-muted-foreground wrap-anywhere", className)} {...props} />;
}

export { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle };

/**
 * The footer of a dialog holding a form: Cancel closes (or `instead`, another way out, for a
 * dialog that can't be closed), the submit button shows its pending label.
 */
function DialogFormFooter({
  pending,
  submitLabel,
  pendingLabel = "Saving...",
  destructive = false,
  instead,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  instead?: { label: string; onClick: () => void };
}) {
  useDialogSaving(pending);
  return (
    <DialogFooter>
      {instead ? (
        <Button type="button" variant="outline" onClick={instead.onClick}>
          {instead.label}
        </Button>
      ) : (
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
      )}
      <Button type="submit" variant={destructive ? "destructive" : "default"}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** Inside a dialog that asks before discarding (Dialog's confirmDiscard): it waits while `pending`, a save running. */
function useDialogSaving(pending: boolean) {
  const setSaving = React.useContext(DiscardGuardContext)?.setSaving;
  React.useEffect(() => {
    setSaving?.(pending);
    // Closed mid-save (a save that closes the dialog itself): the next opening starts idle.
    return () => setSaving?.(false);
  }, [setSaving, pending]);
}

export { DialogFormFooter, useDialogSaving };
