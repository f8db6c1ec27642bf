"use client";

import { format, parseISO } from "date-fns";
import { ArrowRight, CalendarDays, CheckCircle2, Hash, Music2 } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { completeStep } from "@/app/(app)/content/actions";
import { Button } from "@/components/ui/button";
import { useCelebrateXp } from "@/components/xp/xp-feedback";
import type { ContentItem } from "@/db/queries/content";
import { nextStep, stepLabel, stepXp } from "@/lib/rules/workflow";
import { CalendarInviteButton } from "./calendar-invite-button";
import { ContentDetailsForm } from "./content-details-form";
import { ContentHelp } from "./content-help";
import { PlatformIcon } from "./platform-icon";
import { StepBadge } from "./step-badge";
import { STEP_GUIDE } from "./step-guide";
import { StepProgress } from "./step-progress";
import { TriggerPostButton } from "./trigger-post-button";

const DETAIL_STEPS = new Set(["script", "hashtags", "sound"]);

export function ActiveContentCard({ item, aiConfigured }: { item: ContentItem; aiConfigured: boolean }) {
  const celebrate = useCelebrateXp();
  const [pending, startTransition] = useTransition();
  const next = nextStep(item.workflowStep);
  const guide = STEP_GUIDE[item.workflowStep];

  function complete() {
    startTransition(async () => {
      try {
        const result = await completeStep(item.id, item.workflowStep);
        if (!result.ok) {
          toast.error(result.error ?? "Failed to advance workflow");
          return;
        }
        if (result.data.xp) celebrate(result.data.xp);
        toast.success(
          result.data.step === "posted" ? `Posted! +${result.data.xp?.gained ?? 0} XP 🎉` : `Moved to ${stepLabel(result.data.step)}: +${result.data.xp?.gained ?? 0} XP`,
        );
      } catch {
        toast.error("Failed to advance workflow");
      }
    });
  }

  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm" data-testid="active-content" data-step={item.workflowStep}>
      <div className="flex items-start gap-3">
        <PlatformIcon platform={item.platform} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-semibold break-words">{item.title}</h3>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <StepBadge step={item.workflowStep} />
            <span className="rounded-full border px-2 py-0.5">{item.contentType === "trend" ? "Trend" : "Original"}</span>
            {item.postDate && (
              <span className="flex items-center gap-1">
                <CalendarDays aria-hidden className="size-3.5" /> Planned {format(parseISO(item.postDate), "MMM d")}
              </span>
            )}
          </div>
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
            <span key={tag} className="inline-flex items-center rounded-full bg-pink-500/10 px-2 py-0.5 text-pink-700 dark:text-pink-300">
              <Hash aria-hidden className="size-3" />
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

      <details className="group rounded-lg border p-3" open={DETAIL_STEPS.has(item.workflowStep)}>
        <summary className="cursor-pointer text-sm font-medium select-none">Hook, hashtags, sound & date</summary>
        <div className="pt-3">
          <ContentDetailsForm item={item} />
        </div>
      </details>

      <ContentHelp item={item} aiConfigured={aiConfigured} />

      <div className="flex flex-wrap items-center gap-2" data-testid="automations">
        <TriggerPostButton itemId={item.id} emphasised={item.workflowStep === "ready"} />
        <CalendarInviteButton itemId={item.id} emphasised={item.workflowStep === "ready"} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <span className="text-sm text-muted-foreground">
          {next ? (
            <>
              Next: <span className="font-medium text-foreground">{stepLabel(next)}</span> · +{stepXp(next)} XP
            </>
          ) : (
            "Posted"
          )}
        </span>
        <Button onClick={complete} disabled={!next || pending} aria-label={`Complete ${stepLabel(item.workflowStep)} of "${item.title}"`}>
          {next === "posted" ? <CheckCircle2 aria-hidden /> : <ArrowRight aria-hidden />}
          {pending ? "Completing..." : "Complete"}
        </Button>
      </div>
    </li>
  );
}
