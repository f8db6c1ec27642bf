import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { contentItems, profiles } from "@/db/schema";
import { type LaunchProgress, reachedLaunchBonuses } from "@/lib/rules/launch-checklist";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { awardXp, type XpChange } from "./xp";

/** The launch checklist's five conditions, in one query. */
export async function getLaunchProgress(db: Database | Transaction, userId: string): Promise<LaunchProgress> {
  const ownItems = eq(contentItems.userId, userId);
  const [row] = await db
    .select({
      profileComplete: sql<boolean>`(length(trim(${profiles.displayName})) > 0 and ${profiles.avatarUrl} is not null)`,
      items: db.$count(contentItems, ownItems),
      scripts: db.$count(contentItems, and(ownItems, isNotNull(contentItems.hook), sql`length(trim(${contentItems.hook})) > 0`)),
      posts: db.$count(contentItems, and(ownItems, eq(contentItems.workflowStep, "posted"))),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    profileComplete: Boolean(row?.profileComplete),
    firstIdeaCreated: Number(row?.items ?? 0) > 0,
    firstScriptWritten: Number(row?.scripts ?? 0) > 0,
    firstPostPublished: Number(row?.posts ?? 0) > 0,
    totalPosts: Number(row?.posts ?? 0),
  };
}

/**
 * Awards every launch bonus whose condition now holds and was not awarded yet (decision D5).
 * Every path that can complete a checklist item calls it inside its own transaction.
 */
export async function awardLaunchBonuses(tx: Transaction, userId: string): Promise<XpChange | null> {
  const progress = await getLaunchProgress(tx, userId);
  const changes: XpChange[] = [];
  for (const bonus of reachedLaunchBonuses(progress)) {
    const { key, amount, label } = bonus;
    const change = await awardXp(tx, userId, { key, source: "onboarding", amount, label });
    if (change.changed) changes.push(change);
  }
  return mergeXpChanges(changes);
}
