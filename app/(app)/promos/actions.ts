"use server";

import { revalidatePath } from "next/cache";
import { createPromo, updatePromo } from "@/db/queries/promos";
import { type ActionResult, fieldErrorsOf, formObject } from "@/lib/action";
import { requireUser } from "@/lib/session";
import { promoId, promoInput, promoUpdate, type PromoUpdate } from "@/lib/validation/promos";

export async function addPromo(formData: FormData): Promise<ActionResult> {
  const user = await requireUser();
  const input = promoInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    await createPromo(user.id, input.data);
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("addPromo failed", error);
    return { ok: false, error: "Failed to add promo" };
  }
}

export async function changePromo(id: string, update: PromoUpdate): Promise<ActionResult> {
  const user = await requireUser();
  const parsedId = promoId.safeParse(id);
  const parsedUpdate = promoUpdate.safeParse(update);
  if (!parsedId.success || !parsedUpdate.success) return { ok: false, error: "Failed to update promo" };
  try {
    const promo = await updatePromo(user.id, parsedId.data, parsedUpdate.data);
    if (!promo) return { ok: false, error: "This deal no longer exists. Refresh the page to see your deals." };
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("changePromo failed", error);
    return { ok: false, error: "Failed to update promo" };
  }
}
