"use client";

import { LayoutGrid, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast";
import { removeMondayToken, saveMondayToken, syncBoard } from "@/app/(app)/promos/actions";
import { useLeaveGuard } from "@/components/leave-guard";
import { runAndToast } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-delete";
import { TextField } from "@/components/ui/field";
import { useActionForm } from "@/components/use-action-form";
import { BOARD_ID_REQUIRED } from "@/lib/rules/promos";

/** Board sync: the monday.com API token (kept on the server) and the board to send every deal to. */
export function BoardSyncCard({ hasToken, boardId }: { hasToken: boolean; boardId: string | null }) {
  const [board, setBoard] = useState(boardId ?? "");
  // A board ID is kept only once a sync reaches the board, and a token once saved: leaving with
  // either typed and not kept (a sync that failed, say) asks first, as every form does.
  const { watchUnsaved: watchToken, settleUnsaved: settleToken } = useLeaveGuard();
  const { watchUnsaved: watchBoard, settleUnsaved: settleBoard } = useLeaveGuard();
  const token = useActionForm(saveMondayToken, {
    failure: "Failed to save the API token",
    onSuccess: ({ checked }, form) => {
      form.reset();
      settleToken();
      if (checked) toast.success("monday.com API token saved");
      else toast.info("monday.com API token saved. monday.com couldn't check it just now; the next sync will.");
    },
  });
  const sync = useActionForm(syncBoard, {
    failure: "Failed to sync to Monday",
    onSuccess: ({ message }) => {
      settleBoard();
      toast.success(message);
    },
  });

  return (
    <Card className="gap-4" data-testid="board-sync">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <LayoutGrid aria-hidden className="size-4 text-primary" /> Board sync
        </CardTitle>
        <CardDescription>
          Send every deal to a monday.com board; a second sync updates the same items. Columns titled Status, Campaign, Rate, Contact and
          Deliverables are filled when the board has them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={token.onSubmit} ref={watchToken} noValidate aria-label="monday.com API token" className="space-y-2">
          <fieldset disabled={token.pending} className="space-y-2">
            <TextField
              id="monday-token"
              name="apiToken"
              type="password"
              autoComplete="off"
              label={hasToken ? "API token (saved; paste a new one to replace it)" : "API token (monday.com → Avatar → Developers → My access tokens)"}
              errors={token.errors.apiToken}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" size="sm">
                {token.pending ? "Saving..." : "Save token"}
              </Button>
              {hasToken && (
                <ConfirmAction
                  title="Remove the monday.com API token?"
                  description="Board sync stops until you paste a token again. The items already on your board stay there, and the next sync after a new token updates them."
                  confirmLabel="Remove token"
                  pendingLabel="Removing..."
                  destructive
                  onConfirm={() => runAndToast(removeMondayToken, { failure: "Failed to remove the API token", success: () => "monday.com API token removed" })}
                  trigger={(open) => (
                    <Button type="button" variant="ghost" size="sm" onClick={open}>
                      Remove token
                    </Button>
                  )}
                />
              )}
            </div>
          </fieldset>
        </form>
        <form onSubmit={sync.onSubmit} ref={watchBoard} noValidate aria-label="Board sync" className="space-y-2">
          <fieldset disabled={sync.pending} className="space-y-2">
            <TextField
              id="monday-board"
              name="boardId"
              label="Board ID"
              inputMode="numeric"
              placeholder="1234567890"
              value={board}
              onChange={(event) => setBoard(event.target.value)}
              errors={sync.errors.boardId}
            />
            {!board.trim() && <p className="text-xs text-muted-foreground">{BOARD_ID_REQUIRED}: the number at the end of the board&apos;s address.</p>}
            <Button type="submit" className="w-full" disabled={!board.trim()}>
              <RefreshCw aria-hidden /> {sync.pending ? "Syncing..." : "Sync to monday.com"}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
