"use client";

import { toast } from "sonner";
import { saveContentDetails } from "@/app/(app)/content/actions";
import { useDateRange } from "@/components/creator-today";
import { Button } from "@/components/ui/button";
import { Field, TextField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { ContentItem } from "@/db/queries/content";
import { POST_DATE_LIMITS } from "@/lib/rules/date-limits";
import type { WorkflowStep } from "@/lib/rules/workflow";

type DetailField = "hook" | "hashtags" | "soundUsed" | "postDate";

/** What the details form and the AI help need of an item. */
export type ContentDetailsItem = Pick<ContentItem, "id" | "title" | "workflowStep" | "hook" | "hashtags" | "soundUsed" | "postDate">;

// The step's own field comes first (decision D1): script → hook, hashtags → hashtags, sound → sound.
const FIRST_FIELD: Partial<Record<WorkflowStep, DetailField>> = { script: "hook", hashtags: "hashtags", sound: "soundUsed" };

/**
 * Hook (script text), hashtags, sound and planned post date: editable at any step. The Hashtags
 * text is held by the panel (content-details.tsx), so a tag the AI help adds shows in the field
 * and Save details keeps it; the other fields stay as the creator typed them.
 */
/** The details form's id, so Complete can save what was typed in it first. */
export const detailsFormId = (itemId: string) => `details-${itemId}`;

type FormProps = {
  item: ContentDetailsItem;
  hashtags: string;
  onHashtagsChange: (text: string) => void;
  /** Whether the form holds typing not yet saved: the card's Complete saves it first. */
  unsaved: boolean;
  onUnsavedChange: (unsaved: boolean) => void;
};

export function ContentDetailsForm({ item, hashtags, onHashtagsChange, unsaved, onUnsavedChange }: FormProps) {
  const celebrate = useCelebrateXp();
  const id = item.id;
  const postDates = useDateRange(POST_DATE_LIMITS);
  const { errors, pending, onSubmit } = useActionForm((formData) => saveContentDetails(id, formData), {
    failure: "Failed to update content",
    onSuccess: ({ xp }) => {
      onUnsavedChange(false);
      toast.success("Content updated");
      if (xp) celebrate(xp);
    },
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
  const order: DetailField[] = first ? [first, ...(["hook", "hashtags", "soundUsed", "postDate"] as const).filter((f) => f !== first)] : ["hook", "hashtags", "soundUsed", "postDate"];

  return (
    <form id={detailsFormId(id)} onSubmit={onSubmit} onChange={() => onUnsavedChange(true)} noValidate aria-label={`Details of "${item.title}"`}>
      <fieldset disabled={pending} className="space-y-3">
        {order.map((field) => fields[field])}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button type="submit" variant="secondary" size="sm">
            {pending ? "Saving..." : "Save details"}
          </Button>
          {unsaved && <span className="text-xs text-muted-foreground">Unsaved changes: Save details or Complete keeps them</span>}
        </div>
      </fieldset>
    </form>
  );
}
