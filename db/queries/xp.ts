import "server-only";
import { sql } from "drizzle-orm";
import { parseJson, rowsOf, type Transaction } from "@/db";
import type { xpEvents } from "@/db/schema";

// The XP engine (decisions D2, D3): every award in the product goes through awardXp, every
// take-back through reverseXp. The rules run in the database (award_xp, reverse_xp and
// update_xp_award in db/migrations/0010_xp_engine_in_sql.sql), one statement each, inside the
// caller's transaction, so the change that earns the XP and the XP itself commit or fail
// together. Each takes the creator's XP lock (their profile row) first, so badge checks see
// every committed award and the running total stays exact.

export type XpAward = {
  /** Unique per user and award, e.g. `task:<id>`, `content:<id>:posted`, `health:<date>`. */
  key: string;
  source: (typeof xpEvents.$inferInsert)["source"];
  amount: number;
  label: string;
  taskCategory?: (typeof xpEvents.$inferInsert)["taskCategory"];
};

export type EarnedBadge = { id: number; name: string; icon: string; xpThreshold: number };

export type XpChange = {
  /** False when this key had already been awarded (or, for a reversal, was never awarded). */
  changed: boolean;
  amount: number;
  totalXp: number;
  newBadges: EarnedBadge[];
  /** An award's: the highest total reached before it (profiles.peak_xp), so a level is celebrated once. */
  peakXpBefore?: number;
};

/** A change as the database functions return it (jsonb; text through some drivers). */
export function xpChangeOf(value: unknown): XpChange {
  const change = parseJson(value as XpChange | string);
  const parsed: XpChange = { changed: change.changed, amount: Number(change.amount), totalXp: Number(change.totalXp), newBadges: change.newBadges };
  if (change.peakXpBefore !== undefined) parsed.peakXpBefore = Number(change.peakXpBefore);
  return parsed;
}

async function runXpFunction(tx: Transaction, call: ReturnType<typeof sql>): Promise<XpChange> {
  const [row] = rowsOf<{ change: unknown }>(await tx.execute(sql`select ${call} as change`));
  return xpChangeOf(row.change);
}

/** Writes the award once per key; a repeated or concurrent award with the same key adds nothing. */
export function awardXp(tx: Transaction, userId: string, award: XpAward): Promise<XpChange> {
  return runXpFunction(
    tx,
    sql`award_xp(${userId}::uuid, ${award.key}, ${award.source}::xp_source, ${award.amount}::integer, ${award.label}, ${award.taskCategory ?? null}::task_category)`,
  );
}

/** Removes the award with this key, if any. */
export async function reverseXp(tx: Transaction, userId: string, key: string): Promise<XpChange> {
  const [change] = await reverseXpAwards(tx, userId, [key]);
  return change;
}

/**
 * Removes the awards with these keys, in their order, in one statement (an item's deletion takes
 * back one per step): each key's change, none for a key never awarded.
 */
export async function reverseXpAwards(tx: Transaction, userId: string, keys: string[]): Promise<XpChange[]> {
  const rows = rowsOf<{ change: unknown }>(
    await tx.execute(sql`select reverse_xp(${userId}::uuid, key) as change from unnest(${sql.param(keys)}::text[]) with ordinality as awards(key, position) order by position`),
  );
  return rows.map((row) => xpChangeOf(row.change));
}

/** Changes the amount and label of an existing award (a completed task edited); amount is the difference. */
export function updateXpAward(tx: Transaction, userId: string, key: string, changes: Pick<XpAward, "amount" | "label" | "taskCategory">): Promise<XpChange> {
  return runXpFunction(
    tx,
    sql`update_xp_award(${userId}::uuid, ${key}, ${changes.amount}::integer, ${changes.label}, ${changes.taskCategory ?? null}::task_category)`,
  );
}
