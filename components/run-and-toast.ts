import { toast } from "sonner";
import { toastError } from "@/components/use-action-form";
import type { ActionResult } from "@/lib/action";

/**
 * Runs an action that deletes or undoes something (a ConfirmDelete's onConfirm, Undo on a toast)
 * and says how it went in a toast: the server's reason when it gives one, else `failure` (also
 * when the server can't be reached). With `errorTitle` (a spec text such as the library's "Error
 * deleting item"), the reason is the toast's description under that title. Resolves true once it
 * is done, which closes a dialog.
 */
export async function runAndToast<T>(
  action: () => Promise<ActionResult<T>>,
  messages: { failure: string; errorTitle?: string; success: (data: T) => string },
): Promise<boolean> {
  const fail = (reason: string, title = messages.errorTitle) => {
    toastError(reason, title);
    return false;
  };
  try {
    const result = await action();
    if (!result.ok) return fail(result.error ?? messages.failure, result.errorTitle ?? messages.errorTitle);
    toast.success(messages.success(result.data));
    return true;
  } catch {
    return fail(messages.failure);
  }
}
