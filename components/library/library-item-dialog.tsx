"use client";

import { useState } from "react";
import { toast } from "@/components/toast";
import { saveLibraryItem } from "@/app/(app)/library/actions";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useActionForm } from "@/components/use-action-form";
import type { LibraryItem, LibraryType } from "@/db/queries/library";

/** Add Item, also used for editing (the spec's one dialog). */
export function LibraryItemDialog({
  item,
  newItemType,
  open,
  onOpenChange,
  onAdded,
}: {
  item: LibraryItem | null;
  /** A new item's type: the open tab's (Videos opens a video). */
  newItemType: LibraryType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a new item is saved, with its type: the list shows it (library-view.tsx). */
  onAdded: (type: LibraryType) => void;
}) {
  const [type, setType] = useState<LibraryType>(item?.type ?? newItemType);
  // One value for both content fields, so switching the type keeps what was typed.
  const [content, setContent] = useState(item?.content ?? "");
  const editing = item !== null;
  const { errors, pending, onSubmit, reset } = useActionForm(
    // An edit carries the item as shown: one saved in another tab since isn't written over.
    (formData) => saveLibraryItem(item?.id ?? null, item, formData),
    {
      failure: "The server could not be reached. Check your connection and try again.",
      errorTitle: editing ? "Error updating item" : "Error creating item",
      inDialog: true,
      onSuccess: () => {
        toast.success(editing ? "Item updated" : "Item added to your library");
        onOpenChange(false);
        if (!editing) onAdded(type);
      },
    },
  );

  return (
    <Dialog confirmDiscard open={open} onOpenChange={(next) => (onOpenChange(next), reset())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit item" : "Add Item"}</DialogTitle>
          <DialogDescription>Notes and YouTube videos worth keeping, searchable by title, tags and text.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label={editing ? "Edit library item" : "Add library item"}>
          <fieldset disabled={pending} className="space-y-4">
            <Field id="library-type" label="Type" errors={errors.type}>
              {(control) => (
                <NativeSelect {...control} name="type" value={type} onChange={(event) => setType(event.target.value as LibraryType)}>
                  <option value="note">Note</option>
                  <option value="video">Video</option>
                </NativeSelect>
              )}
            </Field>
            <TextField id="library-title" name="title" label="Title" maxLength={200} defaultValue={item?.title ?? ""} errors={errors.title} />
            {type === "video" ? (
              <TextField
                id="library-content"
                name="content"
                type="url"
                label="YouTube address"
                placeholder="https://www.youtube.com/watch?v=…"
                value={content}
                onChange={(event) => setContent(event.target.value)}
                errors={errors.content}
              />
            ) : (
              <Field id="library-content" label="Content" errors={errors.content}>
                {(control) => <Textarea {...control} name="content" rows={5} value={content} onChange={(event) => setContent(event.target.value)} />}
              </Field>
            )}
            <Field id="library-notes" label="Notes" errors={errors.notes}>
              {(control) => <Textarea {...control} name="notes" rows={3} defaultValue={item?.notes ?? ""} />}
            </Field>
            <TextField
              id="library-tags"
              name="tags"
              label="Tags (comma-separated)"
              placeholder="editing, lighting, hooks"
              defaultValue={item?.tags.join(", ") ?? ""}
              errors={errors.tags}
            />
            <DialogFormFooter pending={pending} submitLabel={editing ? "Save changes" : "Add Item"} />
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
