import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { PLATFORMS, type Platform } from "@/lib/rules/workflow";

/** The Platform select of a content form (Create Content, Edit content). */
export function PlatformField({ id, defaultValue, errors }: { id: string; defaultValue: Platform; errors?: string[] }) {
  return (
    <Field id={id} label="Platform" errors={errors}>
      {(control) => (
        <NativeSelect {...control} name="platform" defaultValue={defaultValue}>
          {PLATFORMS.map((platform) => (
            <option key={platform}>{platform}</option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
