"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { distinctTags, parseHashtags, withHashtag } from "@/lib/rules/hashtags";
import type { WorkflowStep } from "@/lib/rules/workflow";
import { cn } from "@/lib/utils";
import { useLeaveGuard } from "@/components/leave-guard";
import { useOpenedYet } from "@/components/use-opened-yet";
import { useShownRow } from "@/components/use-shown-row";
import { type ContentDetailsItem, ContentDetailsForm, type SaveDetails } from "./content-details-form";
import { ContentHelp } from "./content-help";

// Steps whose own work is in this panel (decision D1): script → hook, retention → AI tips,
// hashtags → hashtags, sound → sound.
const PANEL_STEPS = new Set<WorkflowStep>(["script", "retention", "hashtags", "sound"]);

/**
 * A card's "Hook, hashtags, sound & date" disclosure with the AI help (a Posted card's has no
 * date). The form mounts only when opened, so a page of cards stays light. An item at a step whose
 * work is in here shows it open, on arrival at the step and after a reload alike (decision D1: the
 * step's own help first).
 */
type ContentDetailsProps = { item: ContentDetailsItem; aiConfigured: boolean; saveDetails?: SaveDetails };

export function ContentDetails({ item, aiConfigured, saveDetails }: ContentDetailsProps) {
  const [open, setOpen] = useState(() => PANEL_STEPS.has(item.workflowStep));
  // Once opened, the form stays mounted (hidden when closed), so closing it keeps what was typed.
  const opened = useOpenedYet(open);
  const [seenStep, setSeenStep] = useState(item.workflowStep);
  const panelId = useId();
  if (item.workflowStep !== seenStep) {
    setSeenStep(item.workflowStep);
    if (PANEL_STEPS.has(item.workflowStep)) setOpen(true);
  }

  return (
    <div className="rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/80"
      >
        <span>
          {/* A posted item keeps the day it went out: only its words are edited. */}
          {item.workflowStep === "posted" ? "Hook, hashtags & sound" : "Hook, hashtags, sound & date"}{" "}
          <span className="font-normal text-muted-foreground">· AI help</span>
        </span>
        <ChevronDown aria-hidden className={cn("size-4 shrink-0 transition-transform motion-reduce:transition-none", open && "rotate-180")} />
      </button>
      {opened && <DetailsPanel id={panelId} hidden={!open} item={item} aiConfigured={aiConfigured} saveDetails={saveDetails} />}
    </div>
  );
}

/**
 * The open panel: the details form and the AI help. Mounted while the card is, so its guard keeps
 * asking before typing is lost while the panel is closed.
 *
 * The Hashtags field's text lives here, beside both: a suggestion added in one click (saved at
 * once) is put in the field too, or the next Save details would write the field's older text over
 * it. The details the form shows are kept from when the panel opened (useShownRow): a save of them
 * is refused, not written over, once another tab saved them, and its Refresh starts the form
 * again from the item as it is now (the AI help keeps its suggestions). The form, and Complete's
 * save of it, wait while a tag is being added: a save sent meanwhile would reach the server after
 * the tag, with the hashtags shown before it, and be refused as changed elsewhere.
 */
function DetailsPanel({ id, hidden, item, aiConfigured, saveDetails }: ContentDetailsProps & { id: string; hidden: boolean }) {
  const [hashtags, setHashtags] = useState(() => item.hashtags.join(", "));
  // Suggested tags on their way (a second chip may be clicked before the first is answered).
  const [tagsOnTheirWay, setTagsOnTheirWay] = useState(0);
  const onAddingTag = (adding: boolean) => setTagsOnTheirWay((count) => count + (adding ? 1 : -1));
  const guard = useLeaveGuard();
  const { hook, soundUsed, postDate } = item;
  const details = useShownRow({ hook, hashtags: item.hashtags, soundUsed, postDate }, (saved) => {
    setHashtags(saved.hashtags.join(", "));
    guard.settleUnsaved();
  });
  // The AI help reads the hook on the screen: tips for a hook typed but not saved are about it.
  const typedHook = () => (guard.watchedForm()?.elements.namedItem("hook") as HTMLTextAreaElement | null)?.value;

  function addTag(tag: string) {
    // The tag is saved already: a form that held nothing unsaved still holds nothing, and the
    // details as shown have it, as the server appends it (addHashtags).
    const nothingUnsaved = !guard.holdsUnsaved();
    setHashtags((text) => withHashtag(text, tag));
    details.showSaved((shown) => ({ hashtags: distinctTags([...shown.hashtags, ...parseHashtags(tag).slice(0, 1)]) }));
    if (nothingUnsaved) guard.settleUnsaved();
  }

  return (
    <div id={id} hidden={hidden} className="space-y-3 border-t p-3">
      <ContentDetailsForm
        key={details.version}
        item={item}
        details={details}
        hashtags={hashtags}
        onHashtagsChange={setHashtags}
        guard={guard}
        saveDetails={saveDetails}
        waiting={tagsOnTheirWay > 0}
      />
      <ContentHelp item={item} aiConfigured={aiConfigured} onTagAdded={addTag} onAddingTag={onAddingTag} typedHook={typedHook} />
    </div>
  );
}
