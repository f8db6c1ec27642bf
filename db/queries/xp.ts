import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { badges, profiles, userBadges, xpEvents } from "@/db/schema";

// The XP engine (decision D2): every award in the product goes through awardXp, every take-back
// through reverseXp. Both run inside the caller's transaction, so the change that earns the XP
// (a task completed, a step advanced) and the XP itself commit or fail together.

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
};

/**
 * Serialises XP changes per user: the profile row lock makes a concurrent award wait, so each
 * badge check sees every committed award before it.
 */
export async function lockUserXp(tx: Transaction, userId: string) {
  await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for("update");
}

async function totalXpOf(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${xpEvents.amount}), 0)`.mapWith(Number) })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId));
  return row.total;
}

/** Awards every badge whose threshold the total has reached. Earned badges are never taken back. */
async function awardReachedBadges(tx: Transaction, userId: string, totalXp: number): Promise<EarnedBadge[]> {
  const reached = await tx
    .select({ id: badges.id, name: badges.name, icon: badges.icon, xpThreshold: badges.xpThreshold })
    .from(badges)
    .where(lte(badges.xpThreshold, totalXp));
  if (reached.length === 0) return [];
  const inserted = await tx
    .insert(userBadges)
    .values(reached.map((badge) => ({ userId, badgeId: badge.id })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  const newIds = new Set(inserted.map((row) => row.badgeId));
  return reached.filter((badge) => newIds.has(badge.id)).sort((a, b) => a.xpThreshold - b.xpThreshold);
}

/** Writes the award once per key; a repeated or concurrent award with the same key adds nothing. */
export async function awardXp(tx: Transaction, userId: string, award: XpAward): Promise<XpChange> {
  await lockUserXp(tx, userId);
  const inserted = await tx
    .insert(xpEvents)
    .values({ userId, ...award })
    .onConflictDoNothing({ target: [xpEvents.userId, xpEvents.key] })
    .returning({ id: xpEvents.id });
  const totalXp = await totalXpOf(tx, userId);
  const newBadges = await awardReachedBadges(tx, userId, totalXp);
  return { changed: inserted.length > 0, amount: inserted.length > 0 ? award.amount : 0, totalXp, newBadges };
}

/** Removes the award with this key, if any. */
export async function reverseXp(tx: Transaction, userId: string, key: string): Promise<XpChange> {
  await lockUserXp(tx, userId);
  const deleted = await tx
    .delete(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.key, key)))
    .returning({ amount: xpEvents.amount });
  const totalXp = await totalXpOf(tx, userId);
  // A lower total earns nothing new, but the check keeps the rule in one place.
  const newBadges = await awardReachedBadges(tx, userId, totalXp);
  return { changed: deleted.length > 0, amount: deleted[0]?.amount ?? 0, totalXp, newBadges };
}

/** Changes the amount and label of an existing award (a completed task edited); amount is the difference. */
export async function updateXpAward(
  tx: Transaction,
  userId: string,
  key: string,
  changes: Pick<XpAward, "amount" | "label" | "taskCategory">,
): Promise<XpChange> {
  await lockUserXp(tx, userId);
  const ownAward = and(eq(xpEvents.userId, userId), eq(xpEvents.key, key));
  const [previous] = await tx.select({ amount: xpEvents.amount }).from(xpEvents).where(ownAward);
  if (previous) await tx.update(xpEvents).set(changes).where(ownAward);
  const totalXp = await totalXpOf(tx, userId);
  const newBadges = await awardReachedBadges(tx, userId, totalXp);
  return { changed: !!previous, amount: previous ? changes.amount - previous.amount : 0, totalXp, newBadges };
}
