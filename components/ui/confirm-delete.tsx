"use client";

import { Trash2 } from "lucide-react";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useOpenedYet } from "@/components/use-opened-yet";

type ConfirmProps = {
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** Resolves true when the action happened, which closes the dialog. */
  onConfirm: () => Promise<boolean>;
  /** Renders the button that opens the dialog. */
  trigger: (open: () => void) => React.ReactNode;
  /**
   * Where focus goes once the action happened, for a trigger the action disables and that has no
   * row to fall back on (components/keep-focus.ts): the control the creator would use next.
   */
  focusAfterwards?: () => HTMLElement | null;
};

/** Asks before an action that cannot be undone, in an alert dialog. */
export function ConfirmAction({ title, description, confirmLabel, pendingLabel, destructive = false, onConfirm, trigger, focusAfterwards }: ConfirmProps) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const confirmed = useRef(false);

  function confirm() {
    startTransition(async () => {
      // Closed in the transition, so the dialog goes with the page's new data in one commit: focus
      // then returns past a deleted row to the next one (DialogContent), not to a button leaving.
      confirmed.current = await onConfirm();
      if (confirmed.current) startTransition(() => setOpen(false));
    });
  }

  const opened = useOpenedYet(open);

  return (
    <>
      {trigger(() => setOpen(true))}
      {opened && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent
            // A question that interrupts, to be answered before going on (WAI-ARIA's alert dialog).
            role="alertdialog"
            className="max-w-md"
            onCloseAutoFocus={(event) => {
              const target = confirmed.current ? focusAfterwards?.() : null;
              confirmed.current = false;
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant={destructive ? "destructive" : "default"} onClick={confirm} disabled={pending}>
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** A trash button that asks first. */
export function ConfirmDelete({ label, ...props }: { label: string } & Omit<ConfirmProps, "trigger" | "pendingLabel" | "destructive">) {
  return (
    <ConfirmAction
      {...props}
      destructive
      pendingLabel="Deleting..."
      trigger={(open) => (
        <Button variant="ghost" size="icon" aria-label={label} onClick={open}>
          <Trash2 aria-hidden />
        </Button>
      )}
    />
  );
}
