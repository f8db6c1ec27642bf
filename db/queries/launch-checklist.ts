import "server-only";
import { inArray, sql } from "drizzle-orm";
import { parseJson, rowsOf, type Transaction } from "@/db";
import { xpEvents } from "@/db/schema";
import {
  FIVE_POSTS,
  LAUNCH_BONUSES,
  type LaunchBonus,
  type LaunchCounts,
  type LaunchProgress,
  toLaunchProgress,
} from "@/lib/rules/launch-checklist";
import { mergeXpChanges } from "@/lib/xp-outcome";
import { type XpChange, xpChangeOf } from "./xp";

/** The bonuses (all of them unless told) as the database's award_launch_bonuses() takes them. */
export const launchBonusesArgument = (bonuses: readonly LaunchBonus[] = LAUNCH_BONUSES) =>
  sql`${JSON.stringify(bonuses.map(({ key, amount, label, needs }) => ({ key, amount, label, needs })))}::jsonb`;

type LaunchColumn = { counts: LaunchCounts; earned: string[] };

/**
 * A column of a select that yields the launch checklist: its counts (launch_progress in migration
 * 0010; they stop at five posts, the most the checklist shows) and the bonuses already paid (the
 * ledger's unique (user_id, key) index, five lookups). Composable into bigger reads.
 */
export function launchProgressColumn(userId: string) {
  const keys = LAUNCH_BONUSES.map((bonus) => bonus.key);
  return sql<LaunchColumn | string>`json_build_object(
    'counts', launch_progress(${userId}::uuid, ${FIVE_POSTS}::integer),
    'earned', (select coalesce(json_agg(${xpEvents.key}), '[]'::json) from ${xpEvents} where ${xpEvents.userId} = ${userId} and ${inArray(xpEvents.key, keys)})
  )`;
}

export function toLaunchProgressOf(column: LaunchColumn | string): LaunchProgress {
  const { counts, earned } = parseJson(column);
  return toLaunchProgress(
    { ...counts, contentItems: Number(counts.contentItems), scripts: Number(counts.scripts), posts: Number(counts.posts) },
    earned,
  );
}

/**
 * Awards every launch bonus whose condition now holds and was not awarded yet (decision D5).
 * Every path that can complete a checklist item calls it inside its own transaction.
 */
export async function awardLaunchBonuses(tx: Transaction, userId: string): Promise<XpChange | null> {
  const [row] = rowsOf<{ changes: unknown }>(await tx.execute(sql`select award_launch_bonuses(${userId}::uuid, ${launchBonusesArgument()}) as changes`));
  return mergeXpChanges(parseJson(row.changes as unknown[] | string).map(xpChangeOf));
}
