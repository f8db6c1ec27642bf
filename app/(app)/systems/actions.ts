"use server";

import { revalidatePath } from "next/cache";
import * as systemQueries from "@/db/queries/systems";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { getCurrentUser } from "@/lib/session";
import { opsStatusInput, opsSystemId, opsSystemInput } from "@/lib/validation/systems";
import { shownFields } from "@/lib/validation/shown";

export async function addSystem(formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = opsSystemInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    await systemQueries.createSystem(user.id, input.data);
    revalidatePath("/systems");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("addSystem failed", error);
    return { ok: false, error: "Failed to add system" };
  }
}

/**
 * The edit dialog: name, type, impact and notes (the status keeps its own select), saved over
 * `shown`, the system as the dialog showed it, unless it was saved elsewhere since.
 */
export async function editSystem(id: string, shown: unknown, formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = opsSystemId.safeParse(id);
  if (!parsedId.success) return goneWhileEditing("system");
  const input = opsSystemInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    const shownSystem = shownFields(shown, input.data);
    if (!shownSystem) return { ok: false, error: "Failed to update system" };
    const system = await systemQueries.updateSystem(user.id, parsedId.data, input.data, shownSystem);
    if (system === "changed") return changedWhileEditing("system", "dialog");
    if (!system) return goneWhileEditing("system");
    revalidatePath("/systems");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("editSystem failed", error);
    return { ok: false, error: "Failed to update system" };
  }
}

export async function changeSystemStatus(id: string, status: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = opsSystemId.safeParse(id);
  const parsedStatus = opsStatusInput.safeParse(status);
  if (!parsedId.success || !parsedStatus.success) return { ok: false, error: "Failed to update status" };
  try {
    const system = await systemQueries.setSystemStatus(user.id, parsedId.data, parsedStatus.data);
    if (!system) return gone("system");
    revalidatePath("/systems");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("changeSystemStatus failed", error);
    return { ok: false, error: "Failed to update status" };
  }
}

export async function deleteSystem(id: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = opsSystemId.safeParse(id);
  if (!parsedId.success) return gone("system");
  try {
    const deleted = await systemQueries.deleteSystem(user.id, parsedId.data);
    if (!deleted) return gone("system");
    revalidatePath("/systems");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deleteSystem failed", error);
    return { ok: false, error: "Failed to delete system" };
  }
}
