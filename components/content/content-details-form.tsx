"use client";

import { useImperativeHandle, useRef, useState } from "react";
import { toast } from "sonner";
import { saveContentDetails } from "@/app/(app)/content/actions";
import { useDateRange } from "@/components/creator-today";
import { Button } from "@/components/ui/button";
import { useWarnBeforeLeaving } from "@/components/leave-guard";
import { Field, TextField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toastFailure, useActionForm } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { ContentItem } from "@/db/queries/content";
import type { XpOutcome } from "@/lib/xp-outcome";
import { POST_DATE_LIMITS } from "@/lib/rules/date-limits";
import { parseHashtags } from "@/lib/rules/hashtags";
import type { WorkflowStep } from "@/lib/rules/workflow";

type DetailField = "hook" | "hashtags" | "soundUsed" | "postDate";

/** What the details form and the AI help need of an item. */
export type ContentDetailsItem = Pick<ContentItem, "id" | "title" | "workflowStep" | "hook" | "hashtags" | "soundUsed" | "postDate">;

// The step's own field comes first (decision D1): script → hook, hashtags → hashtags, sound → sound.
const FIRST_FIELD: Partial<Record<WorkflowStep, DetailField>> = { script: "hook", hashtags: "hashtags", sound: "soundUsed" };

/**
 * A card's hold on its details form: whether the form holds typing not yet saved, and, while the
 * form is mounted, how to save it. Complete saves it first, so a step never advances past typing.
 */
export type DetailsDraft = {
  unsaved: boolean;
  setUnsaved: (unsaved: boolean) => void;
  /** Saves what the form holds, its field errors shown under the fields; true when saved. */
  save: React.RefObject<(() => Promise<boolean>) | null>;
};

/** A card's DetailsDraft. While it is unsaved, leaving the page asks first. */
export function useDetailsDraft(): DetailsDraft {
  const [unsaved, setUnsaved] = useState(false);
  const save = useRef<(() => Promise<boolean>) | null>(null);
  useWarnBeforeLeaving(unsaved);
  return { unsaved, setUnsaved, save };
}

type FormProps = {
  item: ContentDetailsItem;
  hashtags: string;
  onHashtagsChange: (text: string) => void;
  draft: DetailsDraft;
};

/**
 * Hook (script text), hashtags, sound and planned post date: editable at any step. The Hashtags
 * text is held by the panel (content-details.tsx), so a tag the AI help adds shows in the field
 * and Save details keeps it; the other fields stay as the creator typed them.
 */
export function ContentDetailsForm({ item, hashtags, onHashtagsChange, draft }: FormProps) {
  const celebrate = useCelebrateXp();
  const id = item.id;
  const postDates = useDateRange(POST_DATE_LIMITS);
  const formRef = useRef<HTMLFormElement>(null);
  // What follows any save of the details, by Save details or by Complete.
  const afterSave = (xp: XpOutcome | null) => {
    draft.setUnsaved(false);
    // The field shows the tags as saved (as the chips do): trimmed, empties and repeats dropped.
    onHashtagsChange(parseHashtags(hashtags).join(", "));
    if (xp) celebrate(xp);
  };
  const { errors, setErrors, pending, onSubmit } = useActionForm((formData) => saveContentDetails(id, formData), {
    failure: "Failed to update content",
    onSuccess: ({ xp }) => {
      toast.success("Content updated");
      afterSave(xp);
    },
  });

  // Complete's save: the same action and the same errors as Save details, without its toast.
  useImperativeHandle(draft.save, () => async () => {
    if (!formRef.current) return true;
    const saved = await saveContentDetails(id, new FormData(formRef.current));
    setErrors(saved.ok ? {} : (saved.fieldErrors ?? {}));
    if (!saved.ok) {
      toastFailure(saved, "Failed to update content");
      return false;
    }
    afterSave(saved.data.xp);
    return true;
  });

  const fields: Record<DetailField, React.ReactNode> = {
    hook: (
      <Field key="hook" id={`${id}-hook`} label="Hook / script" errors={errors.hook}>
        {(control) => (
          <Textarea {...control} name="hook" rows={4} maxLength={5000} defaultValue={item.hook ?? ""} placeholder="The first line that stops the scroll, then the script." />
        )}
      </Field>
    ),
    hashtags: (
      <TextField
        key="hashtags"
        id={`${id}-hashtags`}
        name="hashtags"
        label="Hashtags (comma-separated)"
        value={hashtags}
        onChange={(event) => onHashtagsChange(event.target.value)}
        placeholder="fyp, creatortips, editing"
        errors={errors.hashtags}
      />
    ),
    soundUsed: (
      <TextField key="soundUsed" id={`${id}-sound`} name="soundUsed" label="Sound" maxLength={200} defaultValue={item.soundUsed ?? ""} placeholder="Trending audio or track name" errors={errors.soundUsed} />
    ),
    postDate: (
      <TextField key="postDate" id={`${id}-post-date`} name="postDate" type="date" {...postDates} label="Planned post date" defaultValue={item.postDate ?? ""} errors={errors.postDate} />
    ),
  };
  const first = FIRST_FIELD[item.workflowStep];
  // A posted item keeps the day it went out (the server keeps it too): no date to edit.
  const posted = item.workflowStep === "posted";
  const shown = (["hook", "hashtags", "soundUsed", "postDate"] as const).filter((field) => !(posted && field === "postDate"));
  const order: DetailField[] = first ? [first, ...shown.filter((field) => field !== first)] : shown;

  return (
    <form ref={formRef} onSubmit={onSubmit} onChange={() => draft.setUnsaved(true)} noValidate aria-label={`Details of "${item.title}"`}>
      <fieldset disabled={pending} className="space-y-3">
        {order.map((field) => fields[field])}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button type="submit" variant="secondary" size="sm">
            {pending ? "Saving..." : "Save details"}
          </Button>
          {draft.unsaved && (
            <span className="text-xs text-muted-foreground">{posted ? "Unsaved changes: Save details keeps them" : "Unsaved changes: Save details or Complete keeps them"}</span>
          )}
        </div>
      </fieldset>
    </form>
  );
}
