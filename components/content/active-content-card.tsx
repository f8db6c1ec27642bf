"use client";

import { Calendar, CircleCheck, Music2 } from "lucide-react";
import { useRef } from "react";
import type { ListedContentItem } from "@/db/queries/content";
import { cn } from "@/lib/utils";
import { nextStep, stepLabel, stepXp } from "@/lib/rules/workflow";
import { CalendarInviteButton } from "./calendar-invite-button";
import { CompleteStepButton } from "./complete-step-button";
import { ContentDetails } from "./content-details";
import { activeCardTitleId } from "./content-tab";
import { DeleteContentButton } from "./delete-content-button";
import { EditContentDialog } from "./edit-content-dialog";
import type { ContentDetailsItem, SaveDetails } from "./content-details-form";
import { PlatformIcon } from "./platform-icon";
import { StepBadge } from "./step-badge";
import { STEP_GUIDE } from "./step-guide";
import { StepProgress } from "./step-progress";
import { TriggerPostButton } from "./trigger-post-button";

/**
 * What an Active card reads of its item: what its details form needs, and written out
 * (content-lists.tsx) the planned day and when Trigger post last sent it ("Nov 25, 10:02").
 */
export type ActiveCardItem = ContentDetailsItem &
  Pick<ListedContentItem, "platform" | "contentType" | "earnedXp"> & { plannedLabel: string | null; overdue: boolean; sentLabel: string | null };

/**
 * An Active card: where the item stands, what its step asks for, and Complete. The details form
 * and the AI help open on demand (ContentDetails).
 *
 * One client component for the whole card, because four of its parts are client components
 * anyway: rendered on the server, its markup went out twice, as HTML and again in the page's RSC
 * payload, where now only the item's fields go (docs/performance.md has the figures).
 */
export function ActiveContentCard({ item, aiConfigured }: { item: ActiveCardItem; aiConfigured: boolean }) {
  const next = nextStep(item.workflowStep);
  const guide = STEP_GUIDE[item.workflowStep];
  const ready = item.workflowStep === "ready";
  // Set by the details form once it is opened: Complete saves its typing first.
  const saveDetails: SaveDetails = useRef(null);

  return (
    <li className="render-on-sight flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm" data-testid="active-content" data-step={item.workflowStep}>
      <div className="flex items-start gap-3">
        <PlatformIcon platform={item.platform} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={activeCardTitleId(item.id)} tabIndex={-1} className="w-fit max-w-full rounded-sm font-semibold wrap-anywhere outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80">
            {item.title}
          </h2>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <StepBadge step={item.workflowStep} />
            <span className="rounded-full border px-2 py-0.5">{item.contentType === "trend" ? "Trend" : "Original"}</span>
            {item.plannedLabel && (
              <span className={cn("flex items-center gap-1", item.overdue && "font-medium text-destructive")}>
                <Calendar aria-hidden className="size-3.5" /> {item.overdue ? "Overdue ·" : "Planned"} {item.plannedLabel}
              </span>
            )}
          </div>
        </div>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <EditContentDialog item={item} />
          <DeleteContentButton item={item} />
        </div>
      </div>

      <StepProgress step={item.workflowStep} />

      <div className="rounded-lg bg-muted/50 p-3 text-sm" data-testid="step-guide">
        <p className="font-medium">{guide.title}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
          {guide.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>

      {(item.hashtags.length > 0 || item.soundUsed) && (
        <div className="flex flex-wrap gap-1.5 text-xs">
          {item.hashtags.map((tag) => (
            // The "#" is drawn by CSS, not an icon per tag: a page holds many cards.
            <span key={tag} className="inline-flex items-center rounded-full bg-pink-500/10 px-2 py-0.5 text-pink-700 before:content-['#'] dark:text-pink-300">
              {tag}
            </span>
          ))}
          {item.soundUsed && (
            <span className="inline-flex items-center gap-1 rounded-full bg-teal-500/10 px-2 py-0.5 text-teal-700 dark:text-teal-300">
              <Music2 aria-hidden className="size-3" /> {item.soundUsed}
            </span>
          )}
        </div>
      )}

      <ContentDetails item={item} aiConfigured={aiConfigured} saveDetails={saveDetails} />

      <div className="flex flex-wrap items-center gap-2" data-testid="automations">
        <TriggerPostButton item={item} sentLabel={item.sentLabel} emphasised={ready} />
        <CalendarInviteButton itemId={item.id} emphasised={ready} />
        {item.sentLabel && (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <CircleCheck aria-hidden className="size-3.5" /> Sent to your automation {item.sentLabel}
          </span>
        )}
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <span className="text-sm text-muted-foreground">
          {next ? (
            <>
              Next: <span className="font-medium text-foreground">{stepLabel(next)}</span> · +{stepXp(next)} XP
            </>
          ) : (
            "Posted"
          )}
        </span>
        <CompleteStepButton itemId={item.id} step={item.workflowStep} title={item.title} saveDetails={saveDetails} />
      </div>
    </li>
  );
}
