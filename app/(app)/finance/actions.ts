"use server";

import { revalidatePath } from "next/cache";
import * as financeQueries from "@/db/queries/finance";
import { getCreatorToday } from "@/db/queries/profiles";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { getCurrentUser } from "@/lib/session";
import { financeEntryId, financeEntryInput } from "@/lib/validation/finance";
import { shownFields } from "@/lib/validation/shown";

export async function addEntry(formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    const input = financeEntryInput(await getCreatorToday(user.id)).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    await financeQueries.createEntry(user.id, input.data);
    revalidatePath("/finance");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("addEntry failed", error);
    return { ok: false, error: "Failed to add entry" };
  }
}

/** Saves an edit of `shown`, the entry as its dialog showed it, unless it was saved elsewhere since. */
export async function editEntry(id: string, shown: unknown, formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = financeEntryId.safeParse(id);
  if (!parsedId.success) return goneWhileEditing("entry");
  try {
    const [today, savedEntryDate] = await Promise.all([getCreatorToday(user.id), financeQueries.getEntryDate(user.id, parsedId.data)]);
    if (savedEntryDate === undefined) return goneWhileEditing("entry");
    const input = financeEntryInput(today, savedEntryDate).safeParse(formObject(formData));
    if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
    const shownEntry = shownFields(shown, input.data);
    if (!shownEntry) return { ok: false, error: "Failed to update entry" };
    const updated = await financeQueries.updateEntry(user.id, parsedId.data, input.data, shownEntry);
    if (updated === "changed") return changedWhileEditing("entry", "dialog");
    if (!updated) return goneWhileEditing("entry");
    revalidatePath("/finance");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("editEntry failed", error);
    return { ok: false, error: "Failed to update entry" };
  }
}

export async function deleteEntry(id: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = financeEntryId.safeParse(id);
  if (!parsedId.success) return gone("entry");
  try {
    const deleted = await financeQueries.deleteEntry(user.id, parsedId.data);
    if (!deleted) return gone("entry");
    revalidatePath("/finance");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deleteEntry failed", error);
    return { ok: false, error: "Failed to delete entry" };
  }
}
