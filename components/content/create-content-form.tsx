"use client";

import { Lightbulb } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/toast";
import { addContent } from "@/app/(app)/content/actions";
import { useDateRange } from "@/components/creator-today";
import { CREATE_TITLE_ID } from "@/components/field-ids";
import { focusWhenShown } from "@/components/keep-focus";
import { confirmLeaving, useLeaveGuard } from "@/components/leave-guard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useActionForm } from "@/components/use-action-form";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import { POST_DATE_LIMITS } from "@/lib/rules/date-limits";
import { CONTENT_TYPES, stepXp, TITLE_MAX_LENGTH } from "@/lib/rules/workflow";
import { activeCardTitleId } from "./content-tab";
import { PlatformField } from "./platform-field";

const CONTENT_TYPE_LABEL = { original: "Original", trend: "Trend" } as const;

/** `plannedDate`: the day the calendar's "Add Content" came from (?date=), filled in as the planned post date. */
export function CreateContentForm({ plannedDate }: { plannedDate: string | null }) {
  const router = useRouter();
  const celebrate = useCelebrateXp();
  const postDates = useDateRange(POST_DATE_LIMITS);
  const { watchUnsaved, settleUnsaved } = useLeaveGuard();
  const { errors, pending, onSubmit } = useActionForm(addContent, {
    failure: "Failed to add content",
    onSuccess: ({ id, xp }, form) => {
      form.reset();
      settleUnsaved();
      if (xp) celebrate(xp);
      toast.success(`Idea added! +${xp?.gained ?? stepXp("idea")} XP`, {
        // Ideas often come in a batch: the next one is a tap away, in this form's Title.
        action: {
          label: "Add another",
          onClick: (event) => {
            if (!confirmLeaving()) return;
            // Its toast is going, and would take focus with it: the Title takes it once the form is back.
            event.currentTarget.blur();
            router.replace("/content?tab=create", { scroll: false });
            focusWhenShown(CREATE_TITLE_ID);
          },
        },
      });
      router.replace("/content?tab=active", { scroll: false });
      // The form leaves with the tab: focus goes to the new idea's card, where its first step is.
      focusWhenShown(activeCardTitleId(id));
    },
    // Not back to the form's neighbours (the tab list) as it leaves: the new card takes focus.
    focusOnSuccess: () => null,
  });

  return (
    <Card className="max-w-2xl gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lightbulb aria-hidden className="size-5 text-golden" /> New content idea
        </CardTitle>
        <CardDescription>Every piece starts as an idea worth {stepXp("idea")} XP, then moves through eight steps to posted.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} ref={watchUnsaved} noValidate aria-label="Create content">
          <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField id={CREATE_TITLE_ID} name="title" label="Title" placeholder="e.g. 5 editing tricks in 60 seconds" maxLength={TITLE_MAX_LENGTH} errors={errors.title} />
            </div>
            <PlatformField id="content-platform" defaultValue="TikTok" errors={errors.platform} />
            <Field id="content-type" label="Content type" errors={errors.contentType}>
              {(control) => (
                <NativeSelect {...control} name="contentType" defaultValue="original">
                  {CONTENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {CONTENT_TYPE_LABEL[type]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <TextField id="content-post-date" name="postDate" type="date" {...postDates} label="Planned post date (optional)" defaultValue={plannedDate ?? ""} errors={errors.postDate} />
            <div className="flex items-end">
              <Button type="submit" className="w-full">
                {pending ? "Creating..." : "Create Content"}
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
