import type * as React from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A label above its control, an optional hint and the first error under it, linked by
 * aria-describedby (DESIGN.md: forms). The control is rendered by `children` with the props that
 * link it.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  children: (control: ControlProps) => React.ReactNode;
}) {
  const error = errors?.[0];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The common case: a labelled text input. */
export function TextField({
  id,
  label,
  hint,
  errors,
  ...inputProps
}: { id: string; label: string; hint?: string; errors?: string[] } & React.ComponentProps<"input">) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
