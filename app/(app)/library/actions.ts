"use server";

import { revalidatePath } from "next/cache";
import * as library from "@/db/queries/library";
import { type ActionFailure, type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { getCurrentUser } from "@/lib/session";
import { libraryItemId, libraryItemInput } from "@/lib/validation/library";
import { shownFields } from "@/lib/validation/shown";

// The library's toasts carry a reason (spec: 'Error creating item' with the server's message),
// and a signed-out call is the spec's 'Error' with 'You must be logged in', where every other
// action answers SESSION_ENDED; the shell asks for the password again all the same.
const SIGNED_OUT: ActionFailure = { ...SESSION_ENDED, errorTitle: "Error", error: "You must be logged in" };
const SERVER_TROUBLE = "The server could not save it just now. Try again in a moment.";

/**
 * Adds an item (`id` null), or saves an edit over `shown`, the item as its dialog showed it, unless
 * it was saved elsewhere since.
 */
export async function saveLibraryItem(id: string | null, shown: unknown, formData: FormData): Promise<ActionResult<{ id: string }>> {
  const user = await getCurrentUser();
  if (!user) return SIGNED_OUT;
  const input = libraryItemInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    if (id === null) {
      const item = await library.createLibraryItem(user.id, input.data);
      revalidatePath("/library");
      return { ok: true, data: { id: item.id } };
    }
    const parsedId = libraryItemId.safeParse(id);
    const shownItem = shownFields(shown, input.data);
    if (!parsedId.success) return goneWhileEditing("libraryItem");
    if (!shownItem) return { ok: false, error: "This page's copy of the item can't be read. Reload the page and try again." };
    const item = await library.updateLibraryItem(user.id, parsedId.data, input.data, shownItem);
    if (item === "changed") return changedWhileEditing("libraryItem", "dialog");
    if (!item) return goneWhileEditing("libraryItem");
    revalidatePath("/library");
    return { ok: true, data: { id: item.id } };
  } catch (error) {
    console.error("saveLibraryItem failed", error);
    return { ok: false, error: SERVER_TROUBLE };
  }
}

export async function deleteLibraryItem(id: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SIGNED_OUT;
  const parsedId = libraryItemId.safeParse(id);
  if (!parsedId.success) return gone("libraryItem");
  try {
    const deleted = await library.deleteLibraryItem(user.id, parsedId.data);
    if (!deleted) return gone("libraryItem");
    revalidatePath("/library");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deleteLibraryItem failed", error);
    return { ok: false, error: "The server could not delete it just now. Try again in a moment." };
  }
}
