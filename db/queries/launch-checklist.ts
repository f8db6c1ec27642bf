import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { contentItems, profiles } from "@/db/schema";
import { type LaunchProgress, reachedLaunchBonuses } from "@/lib/rules/launch-checklist";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { awardXp, type XpChange } from "./xp";

const countItems = (userId: string, condition = sql`true`) =>
  sql<number>`(select count(*) from ${contentItems} where ${contentItems.userId} = ${userId} and ${condition})`.mapWith(Number);

/** Columns of a select on `profiles` that yield the launch checklist: composable into bigger reads. */
export function launchProgressColumns(userId: string) {
  return {
    profileComplete: sql<boolean>`(length(trim(${profiles.displayName})) > 0 and ${profiles.avatarUrl} is not null)`,
    contentItems: countItems(userId),
    scripts: countItems(userId, sql`length(trim(coalesce(${contentItems.hook}, ''))) > 0`),
    posts: countItems(userId, sql`${contentItems.workflowStep} = 'posted'`),
  };
}

export function toLaunchProgress(row: { profileComplete: boolean; contentItems: number; scripts: number; posts: number }): LaunchProgress {
  return {
    profileComplete: Boolean(row.profileComplete),
    firstIdeaCreated: row.contentItems > 0,
    firstScriptWritten: row.scripts > 0,
    firstPostPublished: row.posts > 0,
    totalPosts: row.posts,
  };
}

/**
 * Awards every launch bonus whose condition now holds and was not awarded yet (decision D5).
 * Every path that can complete a checklist item calls it inside its own transaction.
 */
export async function awardLaunchBonuses(tx: Transaction, userId: string): Promise<XpChange | null> {
  const [row] = await tx.select(launchProgressColumns(userId)).from(profiles).where(eq(profiles.userId, userId));
  if (!row) return null;
  const changes: XpChange[] = [];
  for (const { key, amount, label } of reachedLaunchBonuses(toLaunchProgress(row))) {
    const change = await awardXp(tx, userId, { key, source: "onboarding", amount, label });
    if (change.changed) changes.push(change);
  }
  return mergeXpChanges(changes);
}
