"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useOpenedYet } from "@/components/use-opened-yet";
import { useActionForm } from "@/components/use-action-form";
import type { ActionResult, FieldErrors } from "@/lib/action";

/**
 * A row's pencil button and its edit dialog: the fields (given the field errors), Save changes,
 * the action's error as a toast with what was typed kept, and `success` once saved (worked out
 * from the action's answer where it says more than that it saved), after `onSaved` has had it.
 *
 * The action is given the row as the dialog showed it when it opened (`row`, kept from then on),
 * so that a save from elsewhere since is refused (stillAsShown) rather than written over, even
 * when the page refreshes the row while the dialog is open (its fields keep what they showed).
 */
export function EditDialog<Row, T = undefined>({
  row,
  triggerLabel,
  title,
  description,
  action,
  failure,
  success,
  onSaved,
  children,
}: {
  row: Row;
  triggerLabel: string;
  title: string;
  description: string;
  action: (shown: Row, formData: FormData) => Promise<ActionResult<T>>;
  failure: string;
  success: string | ((data: T) => string);
  /** What else the page does with a saved answer (a task's XP celebrated). */
  onSaved?: (data: T) => void;
  children: (errors: FieldErrors) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(row);
  const { errors, pending, onSubmit, reset } = useActionForm((formData) => action(shown, formData), {
    failure,
    inDialog: true,
    onSuccess: (data) => {
      onSaved?.(data);
      setOpen(false);
      toast.success(typeof success === "string" ? success : success(data));
    },
  });

  const opened = useOpenedYet(open);

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={triggerLabel} onClick={() => (setShown(row), setOpen(true))}>
        <Pencil aria-hidden />
      </Button>
      {opened && (
        <Dialog confirmDiscard open={open} onOpenChange={(next) => (setOpen(next), reset())}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate aria-label={title}>
              <fieldset disabled={pending} className="space-y-4">
                {children(errors)}
                <DialogFormFooter pending={pending} submitLabel="Save changes" />
              </fieldset>
            </form>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
