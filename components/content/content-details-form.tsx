"use client";

import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { toast } from "@/components/toast";
import { saveContentDetails, type ShownDetails } from "@/app/(app)/content/actions";
import { useDateRange } from "@/components/creator-today";
import { Button } from "@/components/ui/button";
import type { LeaveGuard } from "@/components/leave-guard";
import { Field, TextField } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toastFailure, useActionForm } from "@/components/use-action-form";
import type { ShownRow } from "@/components/use-shown-row";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import { withLaunchBonus } from "@/lib/format";
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
 * How Complete saves a card's details first, so a step never advances past typing: set while the
 * form is mounted. It saves what the form holds that isn't saved yet, its field errors shown
 * under the fields, and answers true when nothing unsaved is left.
 */
export type SaveDetails = React.RefObject<(() => Promise<boolean>) | null>;

type FormProps = {
  item: ContentDetailsItem;
  /** The details as the form showed them, which its save sends (useShownRow). */
  details: ShownRow<ShownDetails>;
  hashtags: string;
  onHashtagsChange: (text: string) => void;
  /** The form's unsaved-typing guard, shared with the panel (the AI help's tags, and its hook as typed). */
  guard: LeaveGuard;
  saveDetails?: SaveDetails;
  /** Something beside the form is saving to the item (a suggested tag): the fields wait. */
  waiting?: boolean;
};

/**
 * Hook (script text), hashtags, sound and planned post date: editable at any step. The Hashtags
 * text is held by the panel (content-details.tsx), so a tag the AI help adds shows in the field
 * and Save details keeps it; the other fields stay as the creator typed them.
 */
export function ContentDetailsForm({ item, details, hashtags, onHashtagsChange, guard, saveDetails, waiting = false }: FormProps) {
  const celebrate = useCelebrateXp();
  const id = item.id;
  const postDates = useDateRange(POST_DATE_LIMITS);
  const { watchUnsaved, settleUnsaved, holdsUnsaved, unsaved, watchedForm } = guard;
  // What follows any save of the details, by Save details or by Complete.
  const afterSave = ({ xp, saved }: { xp: XpOutcome | null; saved: ShownDetails }) => {
    details.showSaved(saved);
    // The field shows the tags as saved (as the chips do): trimmed, empties and repeats dropped.
    onHashtagsChange(parseHashtags(hashtags).join(", "));
    settleUnsaved();
    if (xp) celebrate(xp);
  };
  // Save details' save while it is on its way. Complete clicked meanwhile waits for it: sent again,
  // the same typing would be compared with the details as shown before that save, and refused as
  // changed elsewhere. The fields wait while it saves, so it holds all there is to save.
  const savingDetails = useRef<ReturnType<typeof saveContentDetails> | null>(null);
  function save(formData: FormData) {
    const saving = saveContentDetails(id, details.shown, formData);
    savingDetails.current = saving;
    const done = () => {
      if (savingDetails.current === saving) savingDetails.current = null;
    };
    saving.then(done, done);
    return saving;
  }
  const { errors, setErrors, pending, onSubmit } = useActionForm(save, {
    failure: "Failed to update content",
    refresh: details.refresh,
    onSuccess: (answer) => {
      toast.success(withLaunchBonus("Content updated", answer.xp?.gained));
      afterSave(answer);
    },
  });

  // Complete's save: the same action and the same errors as Save details, without its toast.
  // The fields wait while it saves, as they do for Save details: typing meanwhile would be
  // settled as saved, or its tags written over.
  const [savingForComplete, setSavingForComplete] = useState(false);
  // Complete clicked while a suggested tag is on its way waits for it too: the fields are disabled
  // meanwhile (a disabled field is left out of the form's data, which would save them empty), and
  // the tag changes what the form shows. Let go once the form has rendered without the wait (or
  // is gone), the save is asked again of the form as it is then.
  const tagWaiters = useRef<(() => void)[]>([]);
  useEffect(() => {
    const letGo = () => tagWaiters.current.splice(0).forEach((resolve) => resolve());
    if (!waiting) letGo();
    return letGo;
  }, [waiting]);
  useImperativeHandle(saveDetails, () => async () => {
    if (waiting) {
      await new Promise<void>((resolve) => tagWaiters.current.push(resolve));
      return saveDetails?.current ? saveDetails.current() : true;
    }
    const saving = savingDetails.current;
    if (saving) return saving.then((answer) => answer.ok, () => false);
    const form = watchedForm();
    if (!form || !holdsUnsaved()) return true;
    setSavingForComplete(true);
    const saved = await saveContentDetails(id, details.shown, new FormData(form)).finally(() => setSavingForComplete(false));
    setErrors(saved.ok ? {} : (saved.fieldErrors ?? {}));
    if (!saved.ok) {
      toastFailure(saved, "Failed to update content", { refresh: details.refresh });
      return false;
    }
    afterSave(saved.data);
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
  const visibleFields = (["hook", "hashtags", "soundUsed", "postDate"] as const).filter((field) => !(posted && field === "postDate"));
  const order: DetailField[] = first ? [first, ...visibleFields.filter((field) => field !== first)] : visibleFields;

  return (
    <form ref={watchUnsaved} onSubmit={onSubmit} noValidate aria-label={`Details of "${item.title}"`}>
      <fieldset disabled={pending || savingForComplete || waiting} className="space-y-3">
        {order.map((field) => fields[field])}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button type="submit" variant="secondary" size="sm">
            {pending ? "Saving..." : "Save details"}
          </Button>
          {unsaved && (
            <span className="text-xs text-muted-foreground">{posted ? "Unsaved changes: Save details keeps them" : "Unsaved changes: Save details or Complete keeps them"}</span>
          )}
        </div>
      </fieldset>
    </form>
  );
}
