"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * An empty state's action where the form that fills the list is on the same page: it puts the
 * cursor in the form's first field (focusing scrolls the field into view).
 */
export function FocusFieldButton({ fieldId, label }: { fieldId: string; label: string }) {
  return (
    <Button onClick={() => document.getElementById(fieldId)?.focus()}>
      <Plus aria-hidden /> {label}
    </Button>
  );
}
