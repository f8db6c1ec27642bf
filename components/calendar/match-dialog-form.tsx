"use client";

import { Link2 } from "lucide-react";
import { useEffect, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { getMatchCandidates, type MatchCandidate, matchPost } from "@/app/(app)/calendar/actions";
import { unpostContent } from "@/app/(app)/content/actions";
import { movedBack } from "@/components/content/moved-back";
import { useKeepFocus } from "@/components/keep-focus";
import { runAndToast } from "@/components/run-and-toast";
import { UndoLabel } from "@/components/undo-label";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, useDialogSaving } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toastFailure } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { FieldErrors } from "@/lib/action";
import { PLATFORMS, type Platform, stepLabel, stepXp } from "@/lib/rules/workflow";

/**
 * "Match Your Posted Content": pick a platform and one of its unposted items, optionally the post's
 * address, and the item is marked as posted with its XP. `opening` counts the openings: each one
 * starts without errors and loads the platform's items as they are now.
 */
export function MatchDialog({ open, onOpenChange, opening }: { open: boolean; onOpenChange: (open: boolean) => void; opening: number }) {
  const celebrate = useCelebrateXp();
  const [platform, setPlatform] = useState<Platform>("TikTok");
  // The items last loaded, and for which platform and opening: any other shows as loading.
  const [loaded, setLoaded] = useState<{ platform: Platform; opening: number; items: MatchCandidate[] } | null>(null);
  const candidates = loaded?.platform === platform && loaded.opening === opening ? loaded.items : null;
  const [contentId, setContentId] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, startSubmit] = useTransition();
  // The fields are disabled while it matches: a refused match gives focus back (DialogContent does after a close).
  const keepFocus = useKeepFocus(submitting);

  // Each opening starts without errors or a pick.
  const [startedOpening, setStartedOpening] = useState(0);
  if (opening !== startedOpening) {
    setStartedOpening(opening);
    setErrors({});
    setContentId("");
  }
  // The chosen platform's items, as they are at each opening; an answer for a platform no longer
  // chosen (or for an earlier opening) is dropped.
  useEffect(() => {
    let wanted = true;
    void getMatchCandidates(platform)
      .catch(() => null)
      .then((result) => {
        if (!wanted) return;
        if (!result?.ok) toastFailure(result, "Failed to load content");
        setLoaded({ platform, opening, items: result?.ok ? result.data : [] });
      });
    return () => {
      wanted = false;
    };
  }, [platform, opening]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!contentId) {
      toast.error("Please select a content item");
      return;
    }
    const formData = new FormData(event.currentTarget);
    keepFocus();
    startSubmit(async () => {
      try {
        const result = await matchPost(formData);
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {});
          if (result.error || result.sessionEnded) toastFailure(result, "Failed to match post");
          return;
        }
        // Level up and badge toasts first, so this one, with its Undo, is in front of the stack.
        if (result.data.xp) celebrate(result.data.xp);
        // The toast names the item, so a wrong pick is seen, and is one tap to put right: Undo is
        // Move back to Active, as on its Posted card. Its title is the spec's (+50, the posted XP);
        // a launch bonus the post reached (first post, five posts) is added beside the item, so
        // the toast adds up to the XP the popup shows.
        const { id, title, xp } = result.data;
        const bonus = (xp?.gained ?? 0) - stepXp("posted");
        toast.success("Content marked as posted! +50 XP 🎉", {
          description: bonus > 0 ? `“${title}” · +${bonus} XP launch bonus` : `“${title}”`,
          action: {
            label: <UndoLabel what={`marking “${title}” as posted`} />,
            onClick: () => void runAndToast(() => unpostContent(id), { failure: "Failed to undo the match", success: movedBack }),
          },
        });
        onOpenChange(false);
      } catch {
        toast.error("Failed to match post");
      }
    });
  }

  return (
    // Closed with an item picked or an address typed, it asks before discarding them.
    <Dialog open={open} onOpenChange={onOpenChange} confirmDiscard>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Match Your Posted Content</DialogTitle>
          <DialogDescription>Tell Creator Quest which piece went live: it is marked as posted and earns its XP.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Match posted content" className="space-y-4">
          {/* Always on the form, whether the list is loading, empty or shown: the dialog compares its fields with those it opened with. */}
          <input type="hidden" name="contentId" value={contentId} />
          <Field id="match-platform" label="Platform">
            {(control) => (
              <NativeSelect
                {...control}
                value={platform}
                disabled={submitting}
                onChange={(event) => {
                  // The effect above loads its items.
                  setPlatform(event.target.value as Platform);
                  setContentId("");
                }}
              >
                {PLATFORMS.map((each) => (
                  <option key={each}>{each}</option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {candidates === null ? (
            <div className="space-y-2" aria-label="Loading your content">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10" />
            </div>
          ) : candidates.length === 0 ? (
            <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
              No unposted {platform} content. Create it in the Content Pipeline first.
            </p>
          ) : (
            <Field id="match-content" label="Content item" errors={errors.contentId}>
              {(control) => (
                <NativeSelect {...control} value={contentId} disabled={submitting} onChange={(event) => setContentId(event.target.value)}>
                  <option value="">Choose a content item</option>
                  {candidates.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.title} ({stepLabel(candidate.workflowStep)})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          )}
          <TextField id="match-url" name="postUrl" type="url" label="Post URL (optional)" placeholder="https://" disabled={submitting} errors={errors.postUrl} />
          <MatchFooter submitting={submitting} canMatch={!!contentId} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MatchFooter({ submitting, canMatch }: { submitting: boolean; canMatch: boolean }) {
  useDialogSaving(submitting);
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={submitting}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={!canMatch || submitting}>
        <Link2 aria-hidden />
        {submitting ? "Matching..." : "Match"}
      </Button>
    </DialogFooter>
  );
}

