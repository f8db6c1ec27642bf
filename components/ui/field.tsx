import type * as React from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A labelled input with its error under it, linked by aria-describedby (DESIGN.md: forms). */
export function TextField({
  id,
  label,
  errors,
  ...inputProps
}: { id: string; label: string; errors?: string[] } & React.ComponentProps<"input">) {
  const errorId = `${id}-error`;
  const error = errors?.[0];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
