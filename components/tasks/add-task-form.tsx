"use client";

import { Plus } from "lucide-react";
import { toast } from "@/components/toast";
import { addTask } from "@/app/(app)/tasks/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { firstField, useActionForm } from "@/components/use-action-form";
import { NEW_TASK, TaskFields } from "./task-fields";

export function AddTaskForm() {
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(addTask, {
    failure: "Failed to add task",
    onSuccess: (_task, form) => {
      form.reset();
      settleUnsaved();
      toast.success("Task added");
    },
    focusOnSuccess: firstField,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Add Task</CardTitle>
        <CardDescription>Every task you complete earns its XP.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Add task">
          <fieldset disabled={pending} className="space-y-4">
            <TaskFields idPrefix="new-task" defaults={NEW_TASK} errors={errors} />
            <Button type="submit" className="w-full">
              <Plus aria-hidden />
              {pending ? "Adding..." : "Add Task"}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
