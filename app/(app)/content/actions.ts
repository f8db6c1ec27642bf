"use server";

import { revalidatePath } from "next/cache";
import * as contentQueries from "@/db/queries/content";
import * as postingQueries from "@/db/queries/content-posting";
import { updateCreatorEmail } from "@/db/queries/profile-settings";
import { getCreatorToday } from "@/db/queries/profiles";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { refreshSignedInPages } from "@/lib/refresh-pages";
import { previousStep, stepLabel, type WorkflowStep } from "@/lib/rules/workflow";
import { getCurrentUser } from "@/lib/session";
import {
  contentDetailsInput,
  contentEditInput,
  contentId,
  contentInput,
  contentMetricsInput,
  creatorEmailInput,
  workflowStepInput,
} from "@/lib/validation/content";
import { shownFields } from "@/lib/validation/shown";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

const alreadyMovedOn = (step: WorkflowStep) => `Already moved on: this item is at ${stepLabel(step)} now.`;

export async function addContent(formData: FormData): Promise<ActionResult<{ id: string; xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    const input = contentInput(await getCreatorToday(user.id)).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const { item, xp } = await contentQueries.createContent(user.id, input.data);
    refreshSignedInPages();
    return { ok: true, data: { id: item.id, xp: xp ? xpOutcomeOf(xp) : null } };
  } catch (error) {
    console.error("addContent failed", error);
    return { ok: false, error: "Failed to add content" };
  }
}

export async function completeStep(
  id: string,
  fromStep: WorkflowStep,
): Promise<ActionResult<{ step: WorkflowStep; xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  const parsedStep = workflowStepInput.safeParse(fromStep);
  if (!parsedId.success || !parsedStep.success) return { ok: false, error: "Failed to advance workflow" };
  if (parsedStep.data === "posted") return { ok: false, error: "This item is already posted." };
  try {
    const result = await contentQueries.advanceContent(user.id, parsedId.data, parsedStep.data);
    if (result.outcome === "not_found") return gone("content");
    refreshSignedInPages();
    if (result.outcome === "stale") {
      return { ok: false, error: alreadyMovedOn(result.item.workflowStep) };
    }
    return { ok: true, data: { step: result.item.workflowStep, xp: result.xp ? xpOutcomeOf(result.xp) : null } };
  } catch (error) {
    console.error("completeStep failed", error);
    return { ok: false, error: "Failed to advance workflow" };
  }
}

/**
 * Undo on Complete's toast (stepBack): the item goes back from `reachedStep`, where that Complete
 * moved it, to the step before, and that step's XP comes off. The answer names the step it went
 * back to and the XP taken, for the toast.
 */
export async function undoStep(id: string, reachedStep: WorkflowStep): Promise<ActionResult<{ step: WorkflowStep; xpTaken: number }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  const parsedStep = workflowStepInput.safeParse(reachedStep);
  if (!parsedId.success || !parsedStep.success || parsedStep.data === "idea") return { ok: false, error: "Failed to undo the step" };
  try {
    const result = await contentQueries.stepBack(user.id, parsedId.data, parsedStep.data);
    if (result.outcome === "not_found") return gone("content");
    refreshSignedInPages();
    if (result.outcome === "stale") {
      const now = result.item.workflowStep;
      // A second Undo of the same Complete (another tab, a double tap) finds it undone already.
      if (now === previousStep(parsedStep.data)) return { ok: false, error: `Already undone: this item is back at ${stepLabel(now)}.` };
      return { ok: false, error: alreadyMovedOn(now) };
    }
    return { ok: true, data: { step: result.item.workflowStep, xpTaken: result.xp.amount } };
  } catch (error) {
    console.error("undoStep failed", error);
    return { ok: false, error: "Failed to undo the step" };
  }
}

/** What a card's details form shows of its item: what its save compares, and answers with as saved. */
export type ShownDetails = Pick<contentQueries.ContentItem, "hook" | "hashtags" | "soundUsed" | "postDate">;

/**
 * A card's Save details (and Complete's save of them first), over `shown`, the details as the
 * card's form showed them, unless they were saved elsewhere since. The answer holds them as saved.
 */
export async function saveContentDetails(
  id: string,
  shown: unknown,
  formData: FormData,
): Promise<ActionResult<{ xp: XpOutcome | null; saved: ShownDetails }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return goneWhileEditing("content");
  try {
    const [today, current] = await Promise.all([getCreatorToday(user.id), contentQueries.getContentItem(user.id, parsedId.data)]);
    if (!current) return goneWhileEditing("content");
    const fields = formObject(formData);
    // A Posted card's form has no date: the item keeps the day it has now, which is its planned
    // day again if it was moved back to Active in another tab meanwhile. Nor is it compared.
    const showsDate = formData.has("postDate");
    if (!showsDate) fields.postDate = current.postDate ?? "";
    const input = contentDetailsInput(today, current.postDate).safeParse(fields);
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const shownDetails = shownFields(shown, { ...input.data, postDate: showsDate ? input.data.postDate : undefined });
    if (!shownDetails) return { ok: false, error: "Failed to update content" };
    const result = await contentQueries.updateContentDetails(user.id, parsedId.data, input.data, shownDetails);
    if (result === "changed") return changedWhileEditing("content", "page");
    if (!result) return goneWhileEditing("content");
    refreshSignedInPages();
    const { hook, hashtags, soundUsed, postDate } = result.item;
    return { ok: true, data: { xp: result.xp ? xpOutcomeOf(result.xp) : null, saved: { hook, hashtags, soundUsed, postDate } } };
  } catch (error) {
    console.error("saveContentDetails failed", error);
    return { ok: false, error: "Failed to update content" };
  }
}

/** What Edit content sent but didn't apply, because another tab posted the item or moved it back meanwhile. */
export type EditNotApplied = "platform" | "postDate" | null;

/**
 * Edit content: a title corrected, the platform of an item not yet posted (a post is matched to
 * its item by both), or the day a posted item went out.
 */
export async function editContent(id: string, shown: unknown, formData: FormData): Promise<ActionResult<{ notApplied: EditNotApplied }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return goneWhileEditing("content");
  try {
    const [today, saved] = await Promise.all([getCreatorToday(user.id), contentQueries.getContentItem(user.id, parsedId.data)]);
    if (!saved) return goneWhileEditing("content");
    const input = contentEditInput(today, saved.postDate).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const shownItem = shownFields(shown, input.data);
    if (!shownItem) return { ok: false, error: "Failed to update content" };
    const updated = await contentQueries.updateEditedContent(user.id, parsedId.data, input.data, shownItem);
    if (updated === "changed") return changedWhileEditing("content", "dialog");
    if (!updated) return goneWhileEditing("content");
    refreshSignedInPages();
    const posted = updated.workflowStep === "posted";
    const notApplied = input.data.platform && posted ? "platform" : input.data.postDate && !posted ? "postDate" : null;
    return { ok: true, data: { notApplied } };
  } catch (error) {
    console.error("editContent failed", error);
    return { ok: false, error: "Failed to update content" };
  }
}

/** What a posted card's metrics form shows of its item: what its save compares, and answers with as saved. */
export type ShownMetrics = Pick<contentQueries.ContentItem, "views" | "revenue" | "retentionScore">;

/** A posted card's Save metrics, over `shown`, the metrics as its form showed them, unless they were saved elsewhere since. */
export async function saveContentMetrics(id: string, shown: unknown, formData: FormData): Promise<ActionResult<ShownMetrics>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return goneWhileEditing("content");
  const input = contentMetricsInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    const shownMetrics = shownFields(shown, input.data);
    if (!shownMetrics) return { ok: false, error: "Failed to update content" };
    const item = await contentQueries.updateContentMetrics(user.id, parsedId.data, input.data, shownMetrics);
    if (!item) {
      // Nothing changed: the item is gone, was moved back from Posted, or its metrics were saved elsewhere.
      const now = await contentQueries.getContentItem(user.id, parsedId.data);
      if (!now) return goneWhileEditing("content");
      if (now.workflowStep !== "posted") return { ok: false, error: "Metrics can be entered once the item is posted." };
      return changedWhileEditing("content", "page");
    }
    refreshSignedInPages();
    return { ok: true, data: { views: item.views, revenue: item.revenue, retentionScore: item.retentionScore } };
  } catch (error) {
    console.error("saveContentMetrics failed", error);
    return { ok: false, error: "Failed to update content" };
  }
}

/**
 * Deletes an item and the XP it earned (deleteContent). The answer says how much XP came off,
 * for the toast. Refreshes the whole layout: the header's XP, the tab counts, the calendar and
 * Match Posted Content's pick list all read the item.
 */
export async function deleteContent(id: string): Promise<ActionResult<{ xpTaken: number }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return gone("content");
  try {
    const xp = await contentQueries.deleteContent(user.id, parsedId.data);
    if (!xp) return gone("content");
    refreshSignedInPages();
    return { ok: true, data: { xpTaken: xp.amount } };
  } catch (error) {
    console.error("deleteContent failed", error);
    return { ok: false, error: "Failed to delete content" };
  }
}

/**
 * Move back to Active, for a post matched to the wrong item: from a Posted card (after asking),
 * or Undo on Match Posted Content's toast. The answer names the step it went back to and the XP
 * that came off, for the toast.
 */
export async function unpostContent(id: string): Promise<ActionResult<{ step: WorkflowStep; xpTaken: number }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success) return gone("content");
  try {
    const result = await postingQueries.unpostContent(user.id, parsedId.data);
    if (result.outcome === "not_found") return gone("content");
    refreshSignedInPages();
    // A second Undo, or an item moved back from another tab meanwhile.
    if (result.outcome === "not_posted") return { ok: false, error: "This item is back in Active already." };
    return { ok: true, data: { step: result.item.workflowStep, xpTaken: result.xp.amount } };
  } catch (error) {
    console.error("unpostContent failed", error);
    return { ok: false, error: "Failed to move the item back to Active" };
  }
}

export async function saveCreatorEmail(formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = creatorEmailInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    await updateCreatorEmail(user.id, input.data.creatorEmail);
    revalidatePath("/content");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("saveCreatorEmail failed", error);
    return { ok: false, error: "Failed to save your email" };
  }
}
