import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { FieldErrors } from "@/lib/action";
import { OPS_TYPE_LABEL, OPS_TYPES, type OpsType } from "@/lib/rules/systems";

type SystemValues = { systemName: string; type: OpsType; impactScore: number; notes: string | null };

/** A system's name, type, impact and notes: the add form's fields (empty) and the edit dialog's (filled). */
export function SystemFields({ idPrefix, system, errors }: { idPrefix: string; system?: SystemValues; errors: FieldErrors }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="systemName"
        label="Name"
        maxLength={120}
        placeholder="e.g. Auto-post to all platforms"
        defaultValue={system?.systemName}
        errors={errors.systemName}
      />
      <Field id={`${idPrefix}-type`} label="Type" errors={errors.type}>
        {(control) => (
          <NativeSelect {...control} name="type" defaultValue={system?.type ?? "automation"}>
            {OPS_TYPES.map((type) => (
              <option key={type} value={type}>
                {OPS_TYPE_LABEL[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${idPrefix}-impact`} label="Impact (1–5)" errors={errors.impactScore}>
        {(control) => (
          <NativeSelect {...control} name="impactScore" defaultValue={String(system?.impactScore ?? 3)}>
            {[1, 2, 3, 4, 5].map((impact) => (
              <option key={impact} value={impact}>
                {impact}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${idPrefix}-notes`} label="Notes (optional)" errors={errors.notes}>
        {(control) => <Textarea {...control} name="notes" rows={3} defaultValue={system?.notes ?? ""} />}
      </Field>
    </>
  );
}
