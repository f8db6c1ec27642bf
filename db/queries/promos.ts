import "server-only";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { type Database, getDb } from "@/db";
import { changedOrGone, stillAsShown } from "@/db/queries/as-shown";
import { profiles, promos } from "@/db/schema";
import { type Page, pageOf } from "@/lib/rules/paging";
import type { PromoStatus } from "@/lib/rules/promos";
import type { PromoInput, PromoUpdate } from "@/lib/validation/promos";
import type { ShownFields } from "@/lib/validation/shown";

export type Promo = typeof promos.$inferSelect;

const newestPromos = (userId: string) => getDb().select().from(promos).where(eq(promos.userId, userId)).orderBy(desc(promos.createdAt), desc(promos.id));

/** The user's deal with this id (no row when it isn't theirs). */
const ownDeal = (userId: string, id: string) => and(eq(promos.userId, userId), eq(promos.id, id));

/** Every deal, newest first (board sync sends them all). */
export async function listPromos(userId: string): Promise<Promo[]> {
  return newestPromos(userId);
}

/** The newest `limit` deals and whether there are more (the Promos page, lib/rules/paging.ts). */
export async function listPromoPage(userId: string, limit: number): Promise<Page<Promo>> {
  return pageOf(await newestPromos(userId).limit(limit + 1), limit);
}

export type PromoTotals = Record<PromoStatus, { value: string; deals: number }>;

/** Deal value by status, summed in SQL as exact decimals. */
export async function getPromoTotals(userId: string): Promise<PromoTotals> {
  const rows = await getDb()
    .select({
      status: promos.status,
      value: sql<string>`coalesce(sum(${promos.rate}), 0)::numeric(14, 2)::text`,
      deals: sql<number>`count(*)`.mapWith(Number),
    })
    .from(promos)
    .where(eq(promos.userId, userId))
    .groupBy(promos.status);
  const totals: PromoTotals = {
    negotiating: { value: "0.00", deals: 0 },
    signed: { value: "0.00", deals: 0 },
    delivered: { value: "0.00", deals: 0 },
    paid: { value: "0.00", deals: 0 },
  };
  for (const row of rows) totals[row.status] = { value: row.value, deals: row.deals };
  return totals;
}

/** The one insert of a deal; with an email's key, nothing when a deal from that email exists. */
async function insertPromo(db: Database, userId: string, input: PromoInput, sourceEmailKey: string | null): Promise<Promo | null> {
  const [promo] = await db
    .insert(promos)
    .values({ userId, ...input, sourceEmailKey })
    .onConflictDoNothing({ target: [promos.userId, promos.sourceEmailKey] })
    .returning();
  return promo ?? null;
}

/** A deal typed into the form. */
export async function createPromo(userId: string, input: PromoInput): Promise<Promo> {
  const promo = await insertPromo(getDb(), userId, input, null);
  if (!promo) throw new Error("A deal without an email key can't conflict, yet none was added");
  return promo;
}

/**
 * A deal read from an email, carrying the email's key (promoEmailKey) so it is added once: when a
 * deal from the same email is already there (the same email saved at the same moment), that deal,
 * not created. `db` is a transaction when the deal must land together with something else (a
 * webhook delivery's log line).
 */
export async function savePromoFromEmail(
  userId: string,
  input: PromoInput,
  sourceEmailKey: string,
  db: Database = getDb(),
): Promise<{ promo: Promo; created: boolean }> {
  const created = await insertPromo(db, userId, input, sourceEmailKey);
  const promo = created ?? (await findPromoFromEmail(userId, sourceEmailKey, db));
  if (!promo) throw new Error("A promo's email key conflicted, yet no promo has it");
  return { promo, created: created !== null };
}

/** The deal already read from the email with this key (promos.source_email_key), or null. */
export async function findPromoFromEmail(userId: string, sourceEmailKey: string, db: Database = getDb()): Promise<Promo | null> {
  const [promo] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.userId, userId), eq(promos.sourceEmailKey, sourceEmailKey)));
  return promo ?? null;
}

/** One field at a time: the status, or one of the two independent toggles. Null when not the user's. */
export async function updatePromo(userId: string, id: string, update: PromoUpdate): Promise<Promo | null> {
  const [promo] = await getDb()
    .update(promos)
    .set({ [update.field]: update.value })
    .where(ownDeal(userId, id))
    .returning();
  return promo ?? null;
}

/**
 * Brand, campaign, rate, contact and deliverables, edited after the fact, of the deal its dialog
 * showed (stillAsShown). "changed" when they were saved elsewhere since, null when not the user's.
 */
export async function updatePromoDetails(userId: string, id: string, input: PromoInput, shown: ShownFields): Promise<Promo | "changed" | null> {
  const [promo] = await getDb()
    .update(promos)
    .set(input)
    .where(and(ownDeal(userId, id), stillAsShown(promos, shown)))
    .returning();
  return promo ?? changedOrGone(promos, ownDeal(userId, id));
}

/**
 * Deletes a deal. Deals earn no XP, so nothing else changes. Its item on the creator's monday.com
 * board, if a sync made one, is left alone: the board is theirs to tidy, and the next sync simply
 * no longer sends this deal. False when the user has no such deal.
 */
export async function deletePromo(userId: string, id: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(promos)
    .where(ownDeal(userId, id))
    .returning({ id: promos.id });
  return deleted.length > 0;
}

export async function getMondaySettings(userId: string) {
  const [row] = await getDb()
    .select({ apiToken: profiles.mondayApiToken, boardId: profiles.mondayBoardId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Saves the board sync settings given; an apiToken of null removes the saved token. */
export async function saveMondaySettings(userId: string, settings: { apiToken?: string | null; boardId?: string }): Promise<void> {
  await getDb()
    .update(profiles)
    .set({
      ...(settings.apiToken !== undefined ? { mondayApiToken: settings.apiToken } : {}),
      ...(settings.boardId !== undefined ? { mondayBoardId: settings.boardId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
}

/** How long a board sync keeps its claim: one that never finished (its server stopped) lets the next go after this. */
const MONDAY_SYNC_CLAIM_MINUTES = 10;

/**
 * Claims the creator's board sync, null when another is running: two at once (two tabs, or a
 * reload while one runs on) would both create an item for each new deal, one left orphaned on
 * the board. Returns the claim's start time, which releaseMondaySync needs.
 */
export async function claimMondaySync(userId: string): Promise<string | null> {
  const [claim] = await getDb()
    .update(profiles)
    .set({ mondaySyncStartedAt: sql`now()` })
    .where(
      and(
        eq(profiles.userId, userId),
        or(isNull(profiles.mondaySyncStartedAt), sql`${profiles.mondaySyncStartedAt} < now() - make_interval(mins => ${MONDAY_SYNC_CLAIM_MINUTES})`),
      ),
    )
    // As text, keeping the microseconds a JavaScript Date would drop (and sent back as text).
    .returning({ startedAt: sql<string>`${profiles.mondaySyncStartedAt}::text` });
  return claim?.startedAt ?? null;
}

/**
 * Ends this sync's claim, and only this one's: a sync that outlived its claim must not end the
 * claim of the next sync that took over.
 */
export async function releaseMondaySync(userId: string, startedAt: string): Promise<void> {
  await getDb()
    .update(profiles)
    .set({ mondaySyncStartedAt: null })
    .where(and(eq(profiles.userId, userId), sql`${profiles.mondaySyncStartedAt} = ${startedAt}::text::timestamptz`));
}

/**
 * Remembers a promo's monday.com item, so the next sync updates it instead of making another.
 * Board sync calls it for each item as monday returns it, not once at the end.
 */
export async function rememberMondayItem(userId: string, promoId: string, itemId: string): Promise<void> {
  await getDb().update(promos).set({ mondayItemId: itemId }).where(ownDeal(userId, promoId));
}
