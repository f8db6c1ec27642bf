import { useDateRange } from "@/components/creator-today";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import type { FieldErrors } from "@/lib/action";
import { TASK_DUE_DATE_LIMITS } from "@/lib/rules/date-limits";
import { DEFAULT_TASK_XP, MAX_TASK_XP, MIN_TASK_XP, TASK_CATEGORIES, type TaskCategory } from "@/lib/rules/tasks";
import { cn } from "@/lib/utils";

export type TaskDefaults = { title: string; category: TaskCategory; xpValue: number; dueDate: string | null };

export const NEW_TASK: TaskDefaults = { title: "", category: "Business", xpValue: DEFAULT_TASK_XP, dueDate: null };

/** The task's fields, shared by the add form and the edit dialog. `idPrefix` keeps ids unique. */
export function TaskFields({
  idPrefix,
  defaults,
  errors,
  className,
}: {
  idPrefix: string;
  defaults: TaskDefaults;
  errors: FieldErrors;
  className?: string;
}) {
  const dueDates = useDateRange(TASK_DUE_DATE_LIMITS);
  return (
    <div className={cn("grid gap-4", className)}>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label="Title"
        placeholder="e.g. Script the product review"
        maxLength={200}
        defaultValue={defaults.title}
        errors={errors.title}
      />
      <Field id={`${idPrefix}-category`} label="Category" errors={errors.category}>
        {(control) => (
          <NativeSelect {...control} name="category" defaultValue={defaults.category}>
            {TASK_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <TextField
        id={`${idPrefix}-xp`}
        name="xpValue"
        label="XP"
        type="number"
        inputMode="numeric"
        min={MIN_TASK_XP}
        max={MAX_TASK_XP}
        step={1}
        // Cleared, the field still says what it means: the default XP.
        placeholder={String(DEFAULT_TASK_XP)}
        defaultValue={defaults.xpValue}
        errors={errors.xpValue}
      />
      <TextField
        id={`${idPrefix}-due`}
        name="dueDate"
        label="Due date (optional)"
        type="date"
        {...dueDates}
        defaultValue={defaults.dueDate ?? ""}
        errors={errors.dueDate}
      />
    </div>
  );
}
