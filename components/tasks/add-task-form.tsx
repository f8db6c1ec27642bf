"use client";

import { Plus } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { addTask } from "@/app/(app)/tasks/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { FieldErrors } from "@/lib/action";
import { NEW_TASK, TaskFields } from "./task-fields";

export function AddTaskForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    // The spec: a blank (trimmed) title does nothing.
    if (String(formData.get("title") ?? "").trim() === "") return;
    startTransition(async () => {
      try {
        const result = await addTask(formData);
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {});
          if (result.error) toast.error(result.error);
          return;
        }
        setErrors({});
        form.reset();
        toast.success("Task added");
        form.querySelector<HTMLInputElement>("input[name=title]")?.focus();
      } catch {
        toast.error("Failed to add task");
      }
    });
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Add Task</CardTitle>
        <CardDescription>Every task you complete earns its XP.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Add task">
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
