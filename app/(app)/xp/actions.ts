"use server";

import { deleteAvatar, saveAvatar, updateProfile } from "@/db/queries/profile-settings";
import { databaseKnowsTimeZone } from "@/db/queries/time-zones";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { refreshSignedInPages } from "@/lib/refresh-pages";
import { getCurrentUser } from "@/lib/session";
import { checkAvatar, profileInput, UNKNOWN_TIME_ZONE } from "@/lib/validation/profile";
import { type XpOutcome, xpOutcomeOf } from "@/lib/xp-outcome";

const FAILED_TO_SAVE = "Failed to save profile";

export async function saveProfile(formData: FormData): Promise<ActionResult<{ xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = profileInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    if (!(await databaseKnowsTimeZone(input.data.timeZone))) return { ok: false, fieldErrors: { timeZone: [UNKNOWN_TIME_ZONE] } };
    const { xp } = await updateProfile(user.id, input.data);
    refreshSignedInPages();
    return { ok: true, data: { xp: xp ? xpOutcomeOf(xp) : null } };
  } catch (error) {
    console.error("saveProfile failed", error);
    return { ok: false, error: FAILED_TO_SAVE };
  }
}

export async function uploadAvatar(formData: FormData): Promise<ActionResult<{ xp: XpOutcome | null }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const file = formData.get("avatar");
  if (!(file instanceof File)) return { ok: false, fieldErrors: { avatar: ["Choose an image to upload"] } };
  const bytes = Buffer.from(await file.arrayBuffer());
  const check = checkAvatar(bytes);
  if (!check.ok) return { ok: false, fieldErrors: { avatar: [check.error] } };
  try {
    const { xp } = await saveAvatar(user.id, { contentType: check.contentType, bytes });
    refreshSignedInPages();
    return { ok: true, data: { xp: xp ? xpOutcomeOf(xp) : null } };
  } catch (error) {
    console.error("uploadAvatar failed", error);
    return { ok: false, error: "Failed to upload avatar" };
  }
}

export async function removeAvatar(): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    await deleteAvatar(user.id);
    refreshSignedInPages();
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("removeAvatar failed", error);
    return { ok: false, error: "Failed to remove avatar" };
  }
}
