import { z } from "zod";

// What every server action returns: the client shows `error` (or the spec's toast text) and
// field errors under their fields, and keeps what the user typed.
export type FieldErrors = Record<string, string[] | undefined>;

export type ActionFailure = {
  ok: false;
  error?: string;
  // Overrides the form's own toast title (the library's signed-out 'Error').
  errorTitle?: string;
  fieldErrors?: FieldErrors;
  // Set by SESSION_ENDED: the shell asks for the password again (SignInAgainDialog).
  sessionEnded?: boolean;
  // Set by goneWhileEditing and changedWhileEditing: what the form edits was deleted, or saved,
  // elsewhere since the form showed it. The form keeps what was typed, and its row stays as it
  // showed, until the toast's Refresh (toastFailure) or, for a dialog's form, until the dialog is
  // closed (useActionForm's reset).
  gone?: boolean;
};

export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;

/** What the sign-in page and a refused save say when the creator's session is over. */
export const SESSION_ENDED_MESSAGE = "Your session ended. Sign in again to carry on.";

/**
 * A server action's answer when its caller's session has ended (signed out in another tab, Sign
 * out everywhere, a password changed on another device). Not a redirect to /auth, which dropped
 * what the creator had typed: the page stays as it is, the shell asks for the password again, and
 * the save can then be made again.
 */
export const SESSION_ENDED: ActionFailure = { ok: false, error: SESSION_ENDED_MESSAGE, sessionEnded: true };

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}

export function formObject(formData: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries(formData);
}
