import { z } from "zod";

// What every server action returns: the client shows `error` (or the spec's toast text) and
// field errors under their fields, and keeps what the user typed.
export type FieldErrors = Record<string, string[] | undefined>;

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  // `errorTitle` overrides the form's own toast title (the library's signed-out 'Error').
  | { ok: false; error?: string; errorTitle?: string; fieldErrors?: FieldErrors };

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}

export function formObject(formData: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries(formData);
}
