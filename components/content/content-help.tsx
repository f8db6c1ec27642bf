"use client";

import { Hash, Lightbulb, Plus, Sparkles, Timer } from "lucide-react";
import { useId, useState, useTransition } from "react";
import { toast } from "@/components/toast";
import { addSuggestedHashtag, askContentHelp } from "@/app/(app)/content/ai-actions";
import { focusLost, useKeepFocus } from "@/components/keep-focus";
import { runAction } from "@/components/run-and-toast";
import { Button } from "@/components/ui/button";
import type { ContentItem } from "@/db/queries/content";
import { hasHashtag } from "@/lib/rules/hashtags";
import type { ContentHelpType } from "@/lib/validation/ai";

const HELP: { type: ContentHelpType; label: string; icon: typeof Lightbulb }[] = [
  { type: "ideate", label: "Ideas", icon: Lightbulb },
  { type: "retention", label: "Retention tips", icon: Timer },
  { type: "hashtags", label: "Hashtags", icon: Hash },
];

const ANSWER_CAPTION: Record<ContentHelpType, string> = { ideate: "Suggested ideas", retention: "Retention tips", hashtags: "Suggested hashtags" };

// The step's own help comes first (decision D1).
const FIRST: Partial<Record<ContentItem["workflowStep"], ContentHelpType>> = { retention: "retention", hashtags: "hashtags" };

type ContentHelpProps = {
  item: Pick<ContentItem, "id" | "workflowStep" | "hashtags">;
  aiConfigured: boolean;
  /** A suggested tag was saved to the item: the details form's Hashtags field takes it too. */
  onTagAdded: (tag: string) => void;
  /** A tag is on its way (true) or has been answered (false): the details form waits meanwhile. */
  onAddingTag: (adding: boolean) => void;
  /** The hook as the details form holds it, saved or not. */
  typedHook: () => string | undefined;
};

/** AI help on an Active card: ideas, retention tips for the hook, hashtags to add in one click. */
export function ContentHelp({ item, aiConfigured, onTagAdded, onAddingTag, typedHook }: ContentHelpProps) {
  const [answer, setAnswer] = useState<{ type: ContentHelpType; suggestions: string[] } | null>(null);
  // Asking hides the answer shown until the new one comes; adding a tag keeps it in place.
  const [asking, startAsking] = useTransition();
  const [adding, startAdding] = useTransition();
  // Its buttons are disabled while it asks, which drops focus: it comes back to them.
  const keepFocus = useKeepFocus(asking);
  const answerId = useId();
  const first = FIRST[item.workflowStep];
  const ordered = first ? [...HELP.filter((help) => help.type === first), ...HELP.filter((help) => help.type !== first)] : HELP;

  if (!aiConfigured) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-xs text-muted-foreground" data-testid="content-help">
        <Sparkles aria-hidden className="mr-1 inline size-3.5" />
        AI help is not configured. Set <code>OPENAI_API_KEY</code> (and <code>OPENAI_BASE_URL</code>, <code>AI_MODEL</code> for other servers) to get ideas, retention tips and hashtags here.
      </p>
    );
  }

  function ask(type: ContentHelpType) {
    keepFocus();
    startAsking(async () => {
      const done = await runAction(() => askContentHelp(item.id, type, typedHook()), "AI request failed. Please try again.");
      if (done) setAnswer({ type, suggestions: done.data.suggestions });
    });
  }

  /**
   * Adds the chip's tag. The chip is disabled once the item holds it, which drops focus: it moves
   * on to the next tag still to add, else the previous one, else the help's first button. Not
   * useKeepFocus: the chip is disabled by the page's refresh, which can come after the add has
   * finished, when focus isn't lost yet.
   */
  function addTag(tag: string, chip: HTMLButtonElement) {
    const chips = [...(chip.closest("ul")?.querySelectorAll<HTMLButtonElement>("button:enabled") ?? [])];
    const at = chips.indexOf(chip);
    const nextChip = chips[at + 1] ?? chips[at - 1] ?? chip.closest("[data-testid=content-help]")?.querySelector("button");
    // Told apart from the transition's pending state: React keeps that pending while any other
    // transition on the page is, and Complete's waits for this tag.
    onAddingTag(true);
    startAdding(async () => {
      const done = await runAction(() => addSuggestedHashtag(item.id, tag), "Failed to update content");
      onAddingTag(false);
      if (!done) return;
      onTagAdded(tag);
      toast.success(`#${tag} added`);
      // Whether the refresh that disables the chip has come yet or not.
      if (document.activeElement === chip || focusLost()) nextChip?.focus();
    });
  }

  return (
    <div className="space-y-2 rounded-lg border p-3" data-testid="content-help" aria-busy={asking || adding || undefined}>
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <Sparkles aria-hidden className="size-4 text-primary" /> AI help
      </p>
      <div className="flex flex-wrap gap-2">
        {ordered.map(({ type, label, icon: Icon }) => (
          <Button key={type} variant="outline" size="sm" disabled={asking} onClick={() => ask(type)}>
            <Icon aria-hidden /> {label}
          </Button>
        ))}
      </div>
      {asking && <p className="text-xs text-muted-foreground">Thinking…</p>}
      {answer && !asking && (
        // Captioned with what it answers: after a later request fails, the answer still shown
        // can't be taken for that request's.
        <div className="space-y-1.5">
          <p id={`${answerId}-caption`} className="text-xs font-medium text-muted-foreground">
            {ANSWER_CAPTION[answer.type]}
          </p>
          {answer.type === "hashtags" ? (
            <ul className="flex flex-wrap gap-1.5" aria-labelledby={`${answerId}-caption`}>
              {answer.suggestions.map((tag) => {
                // Saved already in any case ("FYP" for "fyp"): the server would add nothing.
                const saved = hasHashtag(item.hashtags, tag);
                return (
                  <li key={tag}>
                    <button
                      type="button"
                      onClick={(event) => addTag(tag, event.currentTarget)}
                      disabled={saved}
                      aria-label={`Add #${tag}`}
                      className="inline-flex h-11 items-center gap-1 rounded-full border px-2.5 text-xs hover:bg-accent disabled:opacity-50 md:h-8"
                    >
                      {saved ? null : <Plus aria-hidden className="size-3" />}#{tag}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm" aria-labelledby={`${answerId}-caption`}>
              {answer.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
