"use client";

import { Clapperboard, HeartPulse, ListPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast";
import { addTask } from "@/app/(app)/tasks/actions";
import { CREATE_TITLE_ID, HEALTH_DATE_ID } from "@/components/field-ids";
import { IntentLink } from "@/components/shell/intent-link";
import { NEW_TASK, TaskFields } from "@/components/tasks/task-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useActionForm } from "@/components/use-action-form";

function QuickAddTask() {
  const [open, setOpen] = useState(false);
  const { errors, pending, onSubmit, reset } = useActionForm(addTask, {
    failure: "Failed to add task",
    onSuccess: () => {
      setOpen(false);
      toast.success("Task added");
    },
  });

  return (
    <Dialog confirmDiscard open={open} onOpenChange={(next) => (setOpen(next), reset())}>
      <Button variant="outline" className="h-auto justify-start gap-3 py-3" onClick={() => setOpen(true)}>
        <ListPlus aria-hidden className="text-primary" /> Add Task
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a task</DialogTitle>
          <DialogDescription>It lands in your Task System; complete it to earn its XP.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="Quick add task">
          <fieldset disabled={pending} className="space-y-6">
            <TaskFields idPrefix="quick-task" defaults={NEW_TASK} errors={errors} />
            <DialogFormFooter pending={pending} submitLabel="Add Task" pendingLabel="Adding..." />
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="space-y-2">
      <h2 id="quick-actions-title" className="text-sm font-medium text-muted-foreground">
        Quick actions
      </h2>
      <div className="grid gap-2 sm:grid-cols-3">
        <QuickAddTask />
        <Button asChild variant="outline" className="h-auto justify-start gap-3 py-3">
          <IntentLink href="/content?tab=create" focusOnArrival={CREATE_TITLE_ID}>
            <Clapperboard aria-hidden className="text-primary" /> New Content
          </IntentLink>
        </Button>
        <Button asChild variant="outline" className="h-auto justify-start gap-3 py-3">
          <IntentLink href="/health" focusOnArrival={HEALTH_DATE_ID}>
            <HeartPulse aria-hidden className="text-primary" /> Log Health
          </IntentLink>
        </Button>
      </div>
    </section>
  );
}
