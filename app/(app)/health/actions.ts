"use server";

import { revalidatePath } from "next/cache";
import { HEALTH_LOG_XP, saveHealthLog } from "@/db/queries/health";
import { getCreatorToday } from "@/db/queries/profiles";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { requireUser } from "@/lib/session";
import { healthLogInput } from "@/lib/validation/health";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

export async function logHealth(formData: FormData): Promise<ActionResult<{ message: string; xp: XpOutcome | null }>> {
  const user = await requireUser();
  const input = healthLogInput(await getCreatorToday(user.id)).safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
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
