import { z } from "zod";

/** A field's value as a row holds it (db/queries/as-shown.ts). */
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type ShownFields = Record<string, z.infer<typeof fieldValue>>;

/**
 * What an edit form showed of the fields its save writes (those `input` sets, its parsed form):
 * the same fields of the row the form was given, which the client sends whole. Null when one is
 * missing or isn't a field's value.
 */
export function shownFields(row: unknown, input: Record<string, unknown>): ShownFields | null {
  const written = Object.keys(input).filter((field) => input[field] !== undefined);
  const parsed = z.object(Object.fromEntries(written.map((field) => [field, fieldValue]))).safeParse(row);
  return parsed.success ? parsed.data : null;
}
