"use client";

import { editSystem } from "@/app/(app)/systems/actions";
import { EditDialog } from "@/components/edit-dialog";
import type { OpsSystem } from "@/db/queries/systems";
import { SystemFields } from "./system-fields";

/** Name, type, impact (which orders the list) and notes; the status has its own select on the row. */
export function EditSystemDialog({ system }: { system: OpsSystem }) {
  return (
    <EditDialog
      triggerLabel={`Edit ${system.systemName}`}
      title="Edit system"
      description="A new impact moves it in the list, highest impact first."
      row={system}
      action={(shown, formData) => editSystem(system.id, shown, formData)}
      failure="Failed to update system"
      success="System updated"
    >
      {(errors) => <SystemFields idPrefix={`edit-${system.id}`} system={system} errors={errors} />}
    </EditDialog>
  );
}
