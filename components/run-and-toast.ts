import { toast } from "@/components/toast";
import { type FailureToast, toastFailure } from "@/components/use-action-form";
import type { ActionResult } from "@/lib/action";

/**
 * The one way a control (not a form: useActionForm) calls a server action. A refusal is toasted
 * with the server's reason when it gives one, else `failure` (also when the server can't be
 * reached), and gives null; otherwise the action's data, to show what it did.
 */
export async function runAction<T>(action: () => Promise<ActionResult<T>>, failure: string, toastOptions?: FailureToast): Promise<{ data: T } | null> {
  let result: ActionResult<T> | null;
  try {
    result = await action();
  } catch {
    // Unreachable server, or the call's own arguments failed to build.
    result = null;
  }
  if (!result?.ok) {
    toastFailure(result, failure, toastOptions);
    return null;
  }
  return { data: result.data };
}

/**
 * Runs an action that deletes or undoes something (a ConfirmDelete's onConfirm, Undo on a toast)
 * and toasts its success too. With `errorTitle` (a spec text such as the library's "Error deleting
 * item"), the reason is the toast's description under that title. Resolves true once it is done,
 * which closes a dialog.
 */
export async function runAndToast<T>(
  action: () => Promise<ActionResult<T>>,
  messages: { failure: string; errorTitle?: string; success: (data: T) => string },
): Promise<boolean> {
  const done = await runAction(action, messages.failure, { title: messages.errorTitle });
  if (done) toast.success(messages.success(done.data));
  return done !== null;
}
