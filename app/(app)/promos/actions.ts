"use server";

import { revalidatePath } from "next/cache";
import * as promoQueries from "@/db/queries/promos";
import { type ActionResult, fieldErrorsOf, formObject, SESSION_ENDED } from "@/lib/action";
import { changedWhileEditing, gone, goneWhileEditing } from "@/lib/gone";
import { aiFailure } from "@/lib/integrations/ai";
import { checkToken, findBoard, MondayError, syncPromosToMonday } from "@/lib/integrations/monday";
import { promoEmailKey, readPromoEmail } from "@/lib/integrations/promo-email";
import { getCurrentUser } from "@/lib/session";
import { promoEmailInput } from "@/lib/validation/ai";
import { boardSyncInput, mondayTokenInput, promoId, promoInput, promoUpdate, type PromoUpdate } from "@/lib/validation/promos";
import { shownFields } from "@/lib/validation/shown";

export async function addPromo(formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = promoInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    await promoQueries.createPromo(user.id, input.data);
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("addPromo failed", error);
    return { ok: false, error: "Failed to add promo" };
  }
}

export async function changePromo(id: string, update: PromoUpdate): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = promoId.safeParse(id);
  const parsedUpdate = promoUpdate.safeParse(update);
  if (!parsedId.success || !parsedUpdate.success) return { ok: false, error: "Failed to update promo" };
  try {
    const promo = await promoQueries.updatePromo(user.id, parsedId.data, parsedUpdate.data);
    if (!promo) return gone("deal");
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("changePromo failed", error);
    return { ok: false, error: "Failed to update promo" };
  }
}

export type ParseOutcome = { brandName: string; usedAi: boolean; alreadyAdded: boolean };

/**
 * The promo email parser (spec: parse-promo-email): reads a pasted email and creates the deal.
 * An email pasted again (the same subject and text) adds nothing and spends no AI request: the
 * answer names the deal it made. A forwarded email's key includes its sender, so it is not matched.
 */
export async function parsePromoEmail(formData: FormData): Promise<ActionResult<ParseOutcome>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = promoEmailInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, error: input.error.issues[0].message };
  if (!input.data.emailSubject && !input.data.emailBody) return { ok: false, error: "Please paste an email" };
  try {
    const emailKey = promoEmailKey(input.data);
    const earlier = await promoQueries.findPromoFromEmail(user.id, emailKey);
    if (earlier) return { ok: true, data: { brandName: earlier.brandName, usedAi: false, alreadyAdded: true } };
    // Spends one of the creator's hourly AI requests only when AI is configured and used.
    const { promo, usedAi, aiRefused } = await readPromoEmail(user.id, input.data);
    if (aiRefused) return { ok: false, error: aiRefused };
    if (!promo) return { ok: false, error: "Failed to parse promo email" };
    // The same email, pasted at the same moment, may have been saved first: that deal is named.
    const saved = await promoQueries.savePromoFromEmail(user.id, promo, emailKey);
    revalidatePath("/promos");
    return { ok: true, data: { brandName: saved.promo.brandName, usedAi, alreadyAdded: !saved.created } };
  } catch (error) {
    const failure = aiFailure(error);
    return { ok: false, error: failure.status === 502 ? "Failed to parse promo email" : failure.error };
  }
}

/** Saves an edit of `shown`, the deal as its dialog showed it, unless it was saved elsewhere since. */
export async function editPromo(id: string, shown: unknown, formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = promoId.safeParse(id);
  const input = promoInput.safeParse(formObject(formData));
  if (!parsedId.success) return { ok: false, error: "Failed to update promo" };
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  try {
    const shownDeal = shownFields(shown, input.data);
    if (!shownDeal) return { ok: false, error: "Failed to update promo" };
    const promo = await promoQueries.updatePromoDetails(user.id, parsedId.data, input.data, shownDeal);
    if (promo === "changed") return changedWhileEditing("deal", "dialog");
    if (!promo) return goneWhileEditing("deal");
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("editPromo failed", error);
    return { ok: false, error: "Failed to update promo" };
  }
}

/** Deletes a deal; its monday.com item, if any, stays on the board (promoQueries.deletePromo). */
export async function deletePromo(id: string): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const parsedId = promoId.safeParse(id);
  if (!parsedId.success) return gone("deal");
  try {
    const deleted = await promoQueries.deletePromo(user.id, parsedId.data);
    if (!deleted) return gone("deal");
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("deletePromo failed", error);
    return { ok: false, error: "Failed to delete promo" };
  }
}

/**
 * Saves the creator's monday.com API token once monday accepts it: a token it refuses is not
 * saved, and the field says why. When monday can't say now (out of reach, limiting, failing
 * itself), the token is saved anyway, and the toast says the next sync checks it.
 */
export async function saveMondayToken(formData: FormData): Promise<ActionResult<{ checked: boolean }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = mondayTokenInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  const { apiToken } = input.data;
  try {
    const check = await checkToken(apiToken);
    if (check.verdict === "refused") return { ok: false, fieldErrors: { apiToken: [check.reason] } };
    await promoQueries.saveMondaySettings(user.id, { apiToken });
    revalidatePath("/promos");
    return { ok: true, data: { checked: check.verdict === "accepted" } };
  } catch (error) {
    console.error("saveMondayToken failed", error);
    return { ok: false, error: "Failed to save the API token" };
  }
}

/**
 * Forgets the creator's monday.com API token. The board ID and each deal's board item stay, so
 * pasting a token again carries on updating the same items.
 */
export async function removeMondayToken(): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  try {
    await promoQueries.saveMondaySettings(user.id, { apiToken: null });
    revalidatePath("/promos");
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("removeMondayToken failed", error);
    return { ok: false, error: "Failed to remove the API token" };
  }
}

/** Board sync (spec: sync-monday): every deal to the creator's monday.com board, updated on the next sync. */
export async function syncBoard(formData: FormData): Promise<ActionResult<{ message: string }>> {
  const user = await getCurrentUser();
  if (!user) return SESSION_ENDED;
  const input = boardSyncInput.safeParse(formObject(formData));
  if (!input.success) return { ok: false, fieldErrors: fieldErrorsOf(input.error) };
  const { boardId } = input.data;
  let claim: string | null = null;
  try {
    const settings = await promoQueries.getMondaySettings(user.id);
    if (!settings?.apiToken) return { ok: false, error: "Add your monday.com API token first" };
    claim = await promoQueries.claimMondaySync(user.id);
    if (!claim) return { ok: false, error: "A sync to monday.com is already running (in another tab, maybe). Try again once it has finished." };
    // Saved only once monday shows this token the board: a board ID it rejects changes nothing.
    const board = await findBoard(settings.apiToken, boardId);
    if (settings.boardId !== boardId) await promoQueries.saveMondaySettings(user.id, { boardId });
    const deals = await promoQueries.listPromos(user.id);
    const outcome = await syncPromosToMonday(board, deals, (promoId, itemId) => promoQueries.rememberMondayItem(user.id, promoId, itemId));
    revalidatePath("/promos");
    if (deals.length === 0) return { ok: true, data: { message: "Your monday.com board is connected. No deals to sync yet: add one, then sync again." } };
    return { ok: true, data: { message: `Synced ${deals.length} ${deals.length === 1 ? "deal" : "deals"} to monday.com (${outcome.created} new, ${outcome.updated} updated)` } };
  } catch (error) {
    if (error instanceof MondayError) return { ok: false, error: error.message };
    console.error("syncBoard failed", error);
    return { ok: false, error: "Failed to sync to Monday" };
  } finally {
    if (claim) await promoQueries.releaseMondaySync(user.id, claim).catch((error) => console.error("Releasing the board sync failed", error));
  }
}
