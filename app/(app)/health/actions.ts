"use server";

import { revalidatePath } from "next/cache";
import { HEALTH_LOG_XP, saveHealthLog } from "@/db/queries/health";
import { getCreatorSummary } from "@/db/queries/profiles";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { dateLimitError, HEALTH_LOG_DATE_LIMITS } from "@/lib/rules/date-limits";
import { requireUser } from "@/lib/session";
import { healthLogInput } from "@/lib/validation/health";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

export async function logHealth(formData: FormData): Promise<ActionResult<{ message: string; xp: XpOutcome | null }>> {
  const user = await requireUser();
  const input = healthLogInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    // Days are the creator's own (decision D4): no log for a day that has not begun there, nor
    // for one more than a month ago.
    const summary = await getCreatorSummary(user.id);
    const outside = summary && dateLimitError(HEALTH_LOG_DATE_LIMITS, input.data.logDate, summary.today);
    if (outside) return { ok: false, fieldErrors: { logDate: [outside] } };
    const { xp } = await saveHealthLog(user.id, input.data);
    revalidatePath("/", "layout");
    return {
      ok: true,
      data: { message: xp ? `Health log saved! +${HEALTH_LOG_XP} XP` : "Health log saved", xp: xp ? xpOutcomeOf(xp) : null },
    };
  } catch (error) {
    console.error("logHealth failed", error);
    return { ok: false, error: "Failed to save health log" };
  }
}
