"use server";

import { rescheduleContent } from "@/db/queries/calendar";
import { getContentItem } from "@/db/queries/content";
import { listMatchCandidates, matchPostedContent } from "@/db/queries/content-posting";
import { getCreatorToday } from "@/db/queries/profiles";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { gone } from "@/lib/gone";
import { refreshSignedInPages } from "@/lib/refresh-pages";
import { PLATFORMS, type WorkflowStep } from "@/lib/rules/workflow";
import { getCurrentUser } from "@/lib/session";
import { matchInput, rescheduleInput } from "@/lib/validation/content";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

export async function rescheduleItem(contentId: string, postDate: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    const input = rescheduleInput(await getCreatorToday(user.id)).safeParse({ contentId, postDate });
    if (!input.success) return { ok: false, error: input.error.issues[0].message };
    const item = await rescheduleContent(user.id, input.data.contentId, input.data.postDate);
    if (!item) {
      // Nothing changed: the item went out meanwhile, or is gone.
      if (!(await getContentItem(user.id, input.data.contentId))) return gone("content");
      return { ok: false, error: "Posted items keep the day they went out." };
    }
    refreshSignedInPages();
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("rescheduleItem failed", error);
    return { ok: false, error: "Failed to update content" };
  }
}

export type MatchCandidate = { id: string; title: string; workflowStep: WorkflowStep };

export async function getMatchCandidates(platform: string): Promise<ActionResult<MatchCandidate[]>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const chosen = PLATFORMS.find((each) => each === platform);
  if (!chosen) return { ok: false, error: "Choose TikTok, YouTube, Instagram or Twitter" };
  try {
    const items = await listMatchCandidates(user.id, chosen);
    return { ok: true, data: items.map(({ id, title, workflowStep }) => ({ id, title, workflowStep })) };
  } catch (error) {
    console.error("getMatchCandidates failed", error);
    return { ok: false, error: "Failed to load content" };
  }
}

/** Match Posted Content's Match: the item matched (for its toast and Undo) and the XP it earned. */
export async function matchPost(formData: FormData): Promise<ActionResult<{ id: string; title: string; xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = matchInput.safeParse(formObject(formData));
  if (!input.success) {
    const fieldErrors = fieldErrorsOf(input.error);
    return { ok: false, error: fieldErrors.contentId?.[0], fieldErrors };
  }
  try {
    const result = await matchPostedContent(user.id, input.data.contentId, input.data.postUrl);
    if (result.outcome === "already_posted") return { ok: false, error: "This item is already posted." };
    if (result.outcome === "not_found") return gone("content");
    refreshSignedInPages();
    return { ok: true, data: { id: result.item.id, title: result.item.title, xp: result.xp ? xpOutcomeOf(result.xp) : null } };
  } catch (error) {
    console.error("matchPost failed", error);
    return { ok: false, error: "Failed to match post" };
  }
}
