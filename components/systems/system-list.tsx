"use client";

import { Settings2 } from "lucide-react";
import { useOptimistic, useTransition } from "react";
import { changeSystemStatus, deleteSystem } from "@/app/(app)/systems/actions";
import { useCreatorToday } from "@/components/creator-today";
import { EmptyState } from "@/components/empty-state";
import { FocusFieldButton } from "@/components/focus-field-button";
import { ClampedText } from "@/components/clamped-text";
import { runAction, runAndToast } from "@/components/run-and-toast";
import { SavingSelect } from "@/components/saving-select";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import type { OpsSystem } from "@/db/queries/systems";
import { formatDay } from "@/lib/format";
import { cn } from "@/lib/utils";
import { OPS_STATUSES, OPS_TYPE_LABEL, type OpsStatus } from "@/lib/rules/systems";
import { EditSystemDialog } from "./edit-system-dialog";

// System status colours (DESIGN.md): planned, in progress, done.
const STATUS_STYLE: Record<OpsStatus, { label: string; badge: string }> = {
  planned: { label: "Planned", badge: "bg-slate-500/15 text-slate-700 dark:text-slate-300" },
  in_progress: { label: "In progress", badge: "bg-amber-500/15 text-amber-800 dark:text-amber-300" },
  done: { label: "Done", badge: "bg-green-600/15 text-green-800 dark:text-green-300" },
};

/** The impact score said in words, its dots beside it; an empty dot's edge is the fields' (3:1 on a card). */
function Impact({ score }: { score: number }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className="flex items-center gap-0.5" aria-hidden>
        {[1, 2, 3, 4, 5].map((dot) => (
          <span key={dot} className={cn("size-2 rounded-full border", dot <= score ? "border-primary bg-primary" : "border-input")} />
        ))}
      </span>
      Impact {score}/5
    </span>
  );
}

function SystemRow({ system }: { system: OpsSystem }) {
  const [pending, startTransition] = useTransition();
  const [status, setOptimisticStatus] = useOptimistic(system.status);
  const today = useCreatorToday();

  function change(next: OpsStatus) {
    startTransition(async () => {
      setOptimisticStatus(next);
      await runAction(() => changeSystemStatus(system.id, next), "Failed to update status");
    });
  }

  const style = STATUS_STYLE[status];
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center" data-testid="system-row" aria-busy={pending || undefined}>
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold wrap-anywhere">{system.systemName}</h3>
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", style.badge)}>{style.label}</span>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span className="rounded-full border px-2 py-0.5 text-xs">{OPS_TYPE_LABEL[system.type]}</span>
          <Impact score={system.impactScore} />
          {system.status === "done" && system.completedDate && <span>Done {formatDay(system.completedDate, today)}</span>}
        </div>
        {system.notes && <ClampedText text={system.notes} lines={6} about={`“${system.systemName}”`} className="text-sm text-muted-foreground" />}
      </div>
      <div className="flex items-center gap-1">
        <SavingSelect aria-label={`Status of ${system.systemName}`} value={status} onSave={change} className="w-40">
          {OPS_STATUSES.map((each) => (
            <option key={each} value={each}>
              {STATUS_STYLE[each].label}
            </option>
          ))}
        </SavingSelect>
        <EditSystemDialog system={system} />
        <ConfirmDelete
          label={`Delete ${system.systemName}`}
          title="Delete this system?"
          description={`${system.systemName} will be removed from your systems. This cannot be undone.`}
          confirmLabel="Delete system"
          onConfirm={() => runAndToast(() => deleteSystem(system.id), { failure: "Failed to delete system", success: () => "System deleted" })}
        />
      </div>
    </li>
  );
}

export function SystemList({ systems }: { systems: OpsSystem[] }) {
  if (systems.length === 0) {
    return (
      <EmptyState icon={Settings2} text="No systems yet. Add the first routine or automation that saves you time.">
        <FocusFieldButton fieldId="system-name" label="Add your first system" />
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Systems by impact">
      {systems.map((system) => (
        <SystemRow key={system.id} system={system} />
      ))}
    </ul>
  );
}
