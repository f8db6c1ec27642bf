"use client";

import { CalendarPlus } from "lucide-react";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { sendCalendarInvite } from "@/app/(app)/content/integration-actions";
import { useKeepFocus } from "@/components/keep-focus";
import { runAction } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";

/** Sends the item's post date as a calendar invite to the creator email, or downloads the .ics. */
export function CalendarInviteButton({ itemId, emphasised }: { itemId: string; emphasised: boolean }) {
  const [pending, startTransition] = useTransition();
  // Disabled while it sends, which drops focus: it comes back here.
  const keepFocus = useKeepFocus(pending);
  function send() {
    keepFocus();
    startTransition(async () => {
      const done = await runAction(() => sendCalendarInvite(itemId), "Failed to send calendar invite");
      if (!done) return;
      if (done.data.mode === "sent") {
        toast.success(`Calendar invite sent to ${done.data.to}`);
      } else {
        // No SMTP server configured: the invite comes as a file instead (decision D7). As a
        // download link, as the exports are: should the file fail, the browser says so in its
        // downloads and the creator stays on the page, instead of being sent to an error's text.
        const link = document.createElement("a");
        link.href = done.data.url;
        link.download = "";
        link.click();
        toast.info("Email is not set up, so the invite was downloaded as an .ics file");
      }
    });
  }
  return (
    <Button variant={emphasised ? "default" : "outline"} size="sm" onClick={send} disabled={pending}>
      <CalendarPlus aria-hidden /> {pending ? "Sending..." : "Send calendar invite"}
    </Button>
  );
}
