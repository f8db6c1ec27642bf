"use client";

import { type EditNotApplied, editContent } from "@/app/(app)/content/actions";
import { useDateRange } from "@/components/creator-today";
import { EditDialog } from "@/components/edit-dialog";
import { TextField } from "@/components/ui/field";
import { POSTED_DATE_LIMITS } from "@/lib/rules/date-limits";
import { type Platform, TITLE_MAX_LENGTH, type WorkflowStep } from "@/lib/rules/workflow";
import { PlatformField } from "./platform-field";

type Props = { item: { id: string; title: string; platform: Platform; workflowStep: WorkflowStep; postDate: string | null } };

// What the toast says when another tab posted the item, or moved it back, while the dialog was open.
const NOT_APPLIED_TOAST: Record<NonNullable<EditNotApplied>, string> = {
  platform: "Content updated. It was posted meanwhile, so it keeps the platform it went out on.",
  postDate: "Content updated. It was moved back to Active meanwhile, so it keeps its planned date.",
};

/**
 * A card's title put right, and its platform or, once posted, its day. The social webhook
 * matches a post to its item by both, so they are fixed here rather than by deleting the item
 * (and its XP) and making it again. A posted item keeps the platform it went out on, and its day
 * can be put right instead: posting an overdue item dates it its planned day, which may be a guess.
 */
export function EditContentDialog({ item }: Props) {
  const posted = item.workflowStep === "posted";
  const postedDates = useDateRange(POSTED_DATE_LIMITS);
  return (
    <EditDialog
      triggerLabel={`Edit "${item.title}"`}
      title="Edit content"
      description={
        posted
          ? "A new title shows everywhere the item does, and the calendar shows the post on the day it went out."
          : "A post is matched to its item by title and platform: put them right before it goes live."
      }
      row={{ title: item.title, platform: item.platform, postDate: item.postDate }}
      action={(shown, formData) => editContent(item.id, shown, formData)}
      failure="Failed to update content"
      success={({ notApplied }) => (notApplied ? NOT_APPLIED_TOAST[notApplied] : "Content updated")}
    >
      {(errors) => (
        <>
          <TextField id={`rename-${item.id}-title`} name="title" label="Title" maxLength={TITLE_MAX_LENGTH} defaultValue={item.title} errors={errors.title} />
          {posted ? (
            <TextField
              id={`rename-${item.id}-post-date`}
              name="postDate"
              type="date"
              {...postedDates}
              label="Posted on"
              defaultValue={item.postDate ?? ""}
              errors={errors.postDate}
            />
          ) : (
            <PlatformField id={`rename-${item.id}-platform`} defaultValue={item.platform} errors={errors.platform} />
          )}
        </>
      )}
    </EditDialog>
  );
}
