import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { badges, userBadges, type xpEvents, xpTotals } from "@/db/schema";

export type BadgeStatus = {
  id: number;
  name: string;
  description: string;
  icon: string;
  xpThreshold: number;
  earnedAt: Date | null;
};

/** The whole badge catalog, lowest threshold first, with when this user earned each. */
export async function listBadgesFor(userId: string): Promise<BadgeStatus[]> {
  return getDb()
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      icon: badges.icon,
      xpThreshold: badges.xpThreshold,
      earnedAt: userBadges.earnedAt,
    })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .orderBy(badges.xpThreshold);
}

export type XpBreakdownRow = {
  source: (typeof xpEvents.$inferSelect)["source"];
  taskCategory: (typeof xpEvents.$inferSelect)["taskCategory"];
  xp: number;
  events: number;
};

/** The user's XP by source and, for tasks, by category; largest first (the totals the XP engine keeps). */
export async function getXpBreakdown(userId: string): Promise<XpBreakdownRow[]> {
  return getDb()
    .select({ source: xpTotals.source, taskCategory: xpTotals.taskCategory, xp: xpTotals.xp, events: xpTotals.events })
    .from(xpTotals)
    .where(eq(xpTotals.userId, userId))
    .orderBy(desc(xpTotals.xp), xpTotals.source, xpTotals.taskCategory);
}
