import { type ShownFields, shownFields } from "@/lib/validation/shown";

/** The fields an edit writes (`input`'s), as `row` holds them: what its dialog showed. */
export function shownOf(row: object, input: Record<string, unknown>): ShownFields {
  const shown = shownFields(row, input);
  if (!shown) throw new Error("The row lacks a field the edit writes");
  return shown;
}
