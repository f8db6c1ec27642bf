"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * An empty state's action where the form that fills the list is on the same page: it brings
 * the form's first field into view and puts the cursor in it.
 */
export function FocusFieldButton({ fieldId, label }: { fieldId: string; label: string }) {
  function focusField() {
    const field = document.getElementById(fieldId);
    field?.scrollIntoView({ block: "center", behavior: "smooth" });
    field?.focus({ preventScroll: true });
  }
  return (
    <Button onClick={focusField}>
      <Plus aria-hidden /> {label}
    </Button>
  );
}
