"use server";

import { revalidatePath } from "next/cache";
import * as library from "@/db/queries/library";
import { type ActionFailure, type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { getCurrentUser } from "@/lib/session";
import { libraryItemId, libraryItemInput, shownLibraryItem } from "@/lib/validation/library";

// The library's toasts carry a reason (spec: 'Error creating item' with the server's message),
// and a signed-out call is the spec's 'Error' with 'You must be logged in', where every other
// action answers SESSION_ENDED; the shell asks for the password again all the same.
const SIGNED_OUT: ActionFailure = { ...SESSION_ENDED, errorTitle: "Error", error: "You must be logged in" };
const SERVER_TROUBLE = "The server could not save it just now. Try again in a moment.";

/** Adds an item (`shown` null) or saves an edit of the one the dialog showed, as it showed it. */
export async function saveLibraryItem(shown: { id: string; savedAt: string } | null, formData: FormData): Promise<ActionResult<{ id: string }>> {
  const user = await getCurrentUser();
  if (!user) return SIGNED_OUT;
  const input = libraryItemInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    if (shown === null) {
      const item = await library.createLibraryItem(user.id, input.data);
      revalidatePath("/library");
      return { ok: true, data: { id: item.id } };
    }
    const edited = shownLibraryItem.safeParse(shown);
    if (!edited.success) return goneWhileEditing("libraryItem");
    const item = await library.updateLibraryItem(user.id, edited.data.id, input.data, edited.data.savedAt);
    if (item === "changed") return changedWhileEditing("libraryItem");
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
