import { toast } from "sonner";
import type { ActionResult } from "@/lib/action";

/**
 * The onConfirm of a ConfirmDelete: runs the delete action and says how it went in a toast (the
 * server's reason when it gives one, else `failure`, also when the server can't be reached).
 * Resolves true once the row is gone, which closes the dialog.
 */
export async function runDelete<T>(
  action: () => Promise<ActionResult<T>>,
  messages: { failure: string; success: (data: T) => string },
): Promise<boolean> {
  try {
    const result = await action();
    if (!result.ok) {
      toast.error(result.error ?? messages.failure);
      return false;
    }
    toast.success(messages.success(result.data));
    return true;
  } catch {
    toast.error(messages.failure);
    return false;
  }
}
