import { toast } from "sonner";
import { toastFailure } from "@/components/use-action-form";
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
  try {
    const result = await action();
    if (!result.ok) {
      toastFailure(result, messages.failure, { title: messages.errorTitle });
      return false;
    }
    toast.success(messages.success(result.data));
    return true;
  } catch {
    toastFailure(undefined, messages.failure, { title: messages.errorTitle });
    return false;
  }
}
