import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { badges, userBadges, xpEvents } from "@/db/schema";

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

/** The user's XP by source and, for tasks, by category; largest first. */
export async function getXpBreakdown(userId: string): Promise<XpBreakdownRow[]> {
  const xp = sql<number>`sum(${xpEvents.amount})`.mapWith(Number);
  return getDb()
    .select({
      source: xpEvents.source,
      taskCategory: xpEvents.taskCategory,
      xp,
      events: sql<number>`count(*)`.mapWith(Number),
    })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId))
    .groupBy(xpEvents.source, xpEvents.taskCategory)
    .orderBy(desc(xp), xpEvents.source, xpEvents.taskCategory);
}
