"use server";

import { revalidatePath } from "next/cache";
import { addHashtags, getContentItem } from "@/db/queries/content";
import { type ActionResult, SESSION_ENDED } from "@/lib/action";
import { gone } from "@/lib/gone";
import { aiFailure, AI_NOT_CONFIGURED, getAiClient, spendAiCall } from "@/lib/integrations/ai";
import { contentHelp } from "@/lib/integrations/content-help";
import { MAX_HASHTAGS, parseHashtags } from "@/lib/rules/hashtags";
import { getCurrentUser } from "@/lib/session";
import { CONTENT_HELP_TYPES, type ContentHelpType } from "@/lib/validation/ai";
import { contentId, hashtagError, hookText } from "@/lib/validation/content";

/**
 * Content help (spec: content-ai): ideas, retention tips or hashtag suggestions for one item.
 * `typedHook` is the hook as the card's form holds it, saved or not: the tips are about the hook
 * on the creator's screen.
 */
export async function askContentHelp(id: string, type: ContentHelpType, typedHook?: string): Promise<ActionResult<{ suggestions: string[] }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  if (!parsedId.success || !CONTENT_HELP_TYPES.includes(type)) return { ok: false, error: "AI request failed. Please try again." };
  if (!getAiClient()) return { ok: false, error: AI_NOT_CONFIGURED };
  const typed = typedHook === undefined ? null : hookText.safeParse(typedHook);
  if (typed && !typed.success) return { ok: false, error: typed.error.issues[0].message };
  const item = await getContentItem(user.id, parsedId.data);
  if (!item) return gone("content");
  const allowance = await spendAiCall(user.id);
  if (!allowance.ok) return { ok: false, error: allowance.error };
  try {
    const suggestions = await contentHelp(type, { ...item, hook: typed ? typed.data : item.hook });
    if (suggestions.length === 0) return { ok: false, error: "AI request failed. Please try again." };
    return { ok: true, data: { suggestions } };
  } catch (error) {
    return { ok: false, error: aiFailure(error).error };
  }
}

/** One click adds a suggested hashtag to the item (kept unique). */
export async function addSuggestedHashtag(id: string, tag: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = contentId.safeParse(id);
  const [clean] = parseHashtags(tag);
  if (!parsedId.success || !clean || hashtagError(clean)) return { ok: false, error: "Failed to update content" };
  try {
    const item = await addHashtags(user.id, parsedId.data, [clean]);
    if (!item) return gone("content");
    if (item === "full") return { ok: false, error: `This item has ${MAX_HASHTAGS} hashtags, the most it can hold. Remove one to add #${clean}.` };
    revalidatePath("/content");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("addSuggestedHashtag failed", error);
    return { ok: false, error: "Failed to update content" };
  }
}
