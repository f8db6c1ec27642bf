"use server";

import * as healthQueries from "@/db/queries/health";
import { getCreatorToday } from "@/db/queries/profiles";
import { changedWhileEditing, gone } from "@/lib/gone";
import { refreshSignedInPages } from "@/lib/refresh-pages";
import { HEALTH_LOG_XP } from "@/lib/rules/health";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { getCurrentUser } from "@/lib/session";
import { healthLogId, healthLogInput, seenLogInput } from "@/lib/validation/health";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

/**
 * Saves a day's log. `seenSavedAt` is when the log the form showed was last saved (null: the day
 * showed as not logged); a log saved or deleted since, elsewhere, is not written over.
 */
export async function logHealth(formData: FormData, seenSavedAt: string | null): Promise<ActionResult<{ message: string; xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    const input = healthLogInput(await getCreatorToday(user.id)).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const seen = seenLogInput.safeParse(seenSavedAt);
    if (!seen.success) return { ok: false, error: "Failed to save health log" };
    const saved = await healthQueries.saveHealthLog(user.id, input.data, { savedAt: seen.data });
    if (!saved) return changedWhileEditing("healthLog", "page");
    const { xp } = saved;
    refreshSignedInPages();
    return {
      ok: true,
      data: { message: xp ? `Health log saved! +${HEALTH_LOG_XP} XP` : "Health log saved", xp: xp ? xpOutcomeOf(xp) : null },
    };
  } catch (error) {
    console.error("logHealth failed", error);
    return { ok: false, error: "Failed to save health log" };
  }
}

/** Deletes a day's log and the XP it earned; the answer says how much came off, for the toast. */
export async function deleteHealthLog(id: string): Promise<ActionResult<{ xpTaken: number }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = healthLogId.safeParse(id);
  if (!parsedId.success) return gone("healthLog");
  try {
    const xp = await healthQueries.deleteHealthLog(user.id, parsedId.data);
    if (!xp) return gone("healthLog");
    refreshSignedInPages();
    return { ok: true, data: { xpTaken: xp.amount } };
  } catch (error) {
    console.error("deleteHealthLog failed", error);
    return { ok: false, error: "Failed to delete health log" };
  }
}
