"use client";

import { Send } from "lucide-react";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { triggerPost } from "@/app/(app)/content/integration-actions";
import { useKeepFocus } from "@/components/keep-focus";
import { runAction } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-delete";

type TriggerPostProps = {
  item: { id: string; title: string };
  /** When the automation last took the item ("Nov 25, 10:02"), or null if it never has. */
  sentLabel: string | null;
  emphasised: boolean;
};

/**
 * Sends the item to the creator's own automation; its answer is shown (non-success as a notice).
 * An item sent already is sent again only after asking: the automation may post it a second time.
 */
export function TriggerPostButton({ item, sentLabel, emphasised }: TriggerPostProps) {
  const [pending, startTransition] = useTransition();
  // Disabled while it sends, which drops focus: it comes back here (the confirmation dialog gives it back itself).
  const keepFocus = useKeepFocus(pending);

  // True when the automation answered, so the confirmation dialog closes.
  async function send(): Promise<boolean> {
    const done = await runAction(() => triggerPost(item.id), "Failed to trigger post");
    if (!done) return false;
    if (done.data.success) toast.success(done.data.message);
    else toast.info(done.data.message);
    return true;
  }

  const button = (onClick: () => void) => (
    // Its id finds it again for focus once it is sent: the button is then rendered anew, inside the confirmation.
    <Button id={`trigger-post-${item.id}`} variant={emphasised ? "default" : "outline"} size="sm" onClick={onClick} disabled={pending}>
      <Send aria-hidden /> {pending ? "Sending..." : "Trigger post"}
    </Button>
  );

  if (!sentLabel) {
    return button(() => {
      keepFocus();
      startTransition(async () => void (await send()));
    });
  }
  return (
    <ConfirmAction
      title="Send it to your automation again?"
      description={`“${item.title}” went to your automation ${sentLabel}. Sending it again may post it a second time.`}
      confirmLabel="Send again"
      pendingLabel="Sending..."
      onConfirm={send}
      trigger={button}
    />
  );
}
