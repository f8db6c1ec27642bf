"use client";

import { editContent } from "@/app/(app)/content/actions";
import { EditDialog } from "@/components/edit-dialog";
import { TextField } from "@/components/ui/field";
import { type Platform, TITLE_MAX_LENGTH, type WorkflowStep } from "@/lib/rules/workflow";
import { PlatformField } from "./platform-field";

type Props = { item: { id: string; title: string; platform: Platform; workflowStep: WorkflowStep } };

/**
 * A card's title and platform put right: a typo, or another platform picked. The social webhook
 * matches a post to its item by both, so they are fixed here rather than by deleting the item
 * (and its XP) and making it again. A posted item keeps the platform it went out on.
 */
export function EditContentDialog({ item }: Props) {
  const posted = item.workflowStep === "posted";
  return (
    <EditDialog
      triggerLabel={`Edit "${item.title}"`}
      title="Edit content"
      description={
        posted ? "A new title shows everywhere the item does." : "A post is matched to its item by title and platform: put them right before it goes live."
      }
      action={(formData) => editContent(item.id, formData)}
      failure="Failed to update content"
      success="Content updated"
    >
      {(errors) => (
        <>
          <TextField id={`rename-${item.id}-title`} name="title" label="Title" maxLength={TITLE_MAX_LENGTH} defaultValue={item.title} errors={errors.title} />
          {!posted && <PlatformField id={`rename-${item.id}-platform`} defaultValue={item.platform} errors={errors.platform} />}
        </>
      )}
    </EditDialog>
  );
}
