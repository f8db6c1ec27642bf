"use client";

import { Send } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { triggerPost } from "@/app/(app)/content/integration-actions";
import { Button } from "@/components/ui/button";

/** Sends the item to the creator's own automation; its answer is shown (non-success as a notice). */
export function TriggerPostButton({ itemId, emphasised }: { itemId: string; emphasised: boolean }) {
  const [pending, startTransition] = useTransition();
  function trigger() {
    startTransition(async () => {
      try {
        const result = await triggerPost(itemId);
        if (!result.ok) {
          toast.error(result.error ?? "Failed to trigger post");
          return;
        }
        if (result.data.success) toast.success(result.data.message);
        else toast.info(result.data.message);
      } catch {
        toast.error("Failed to trigger post");
      }
    });
  }
  return (
    <Button variant={emphasised ? "default" : "outline"} size="sm" onClick={trigger} disabled={pending}>
      <Send aria-hidden /> {pending ? "Sending..." : "Trigger post"}
    </Button>
  );
}
